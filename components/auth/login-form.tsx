"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Separator } from "@/components/ui/separator";
import { FormErrorBox } from "@/components/forms/form-error";
import { TextField } from "@/components/forms/text-field";
import { isChallenge, useLogin, useResendVerification, type LoginResult } from "@/lib/auth/hooks";
import { loginFailureText, postLoginTarget } from "@/lib/auth/redirects";
import { loginSchema } from "@/lib/auth/schema";
import { ApiClientError, errorMessage } from "@/lib/http/client";
import { GoogleButton, LinkedinButton } from "./google-button";
import { NewDeviceDialog } from "./new-device-dialog";
import { TwoFactorStep } from "./two-factor-step";

type Values = z.input<typeof loginSchema>;

export type LoginStep = { type: "totp" | "email"; code: string } | null;

/** The query of the second step: the page's own query plus 2fa, type and code (spec 000 §2). */
function stepSearch(search: string, step: { type: string; code: string }) {
  const params = new URLSearchParams(search);
  params.set("2fa", "1");
  params.set("type", step.type);
  params.set("code", step.code);
  return `?${params.toString()}`;
}

export function LoginForm({ search, notice, step }: { search: string; notice?: string; step?: LoginStep }) {
  const router = useRouter();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const resend = useResendVerification();

  const onResult = (result: LoginResult) => {
    if (isChallenge(result)) {
      router.push(`/login/${stepSearch(search, result)}`);
      return;
    }
    window.location.assign(postLoginTarget(search, result.redirect_url));
  };
  const cancelStep = () => router.replace(`/login/${search}`);
  const form = useForm<Values, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", remember: false },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setUnverified(null);
    try {
      onResult(await login.mutateAsync(values));
    } catch (e) {
      if (e instanceof ApiClientError && e.message === "Email not verified") setUnverified(values.email);
      // A rate-limit refusal says when to try again; every other failure maps to the spec's texts.
      if (e instanceof ApiClientError && e.status === 429) setFailure(e.message);
      else setFailure(loginFailureText(errorMessage(e, undefined)));
    }
  });

  if (step?.type === "totp") return <TwoFactorStep challenge={step.code} onSignedIn={onResult} onCancel={cancelStep} />;

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Welcome back</CardTitle>
        <CardDescription>Sign in to find warm paths to your leads.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {notice && <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">{notice}</p>}
        {failure && <FormErrorBox title="Login Failed" text={failure} />}
        {unverified && (
          <Button
            type="button"
            variant="link"
            className="-mt-3 h-auto self-start p-0"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() =>
              resend.mutate(unverified, {
                onSuccess: () => toast.success("Verification email sent", { description: "Check your inbox or spam folder." }),
                onError: (e) => toast.error("Error while sending email!", { description: e.message }),
              })
            }
          >
            {resend.isSuccess ? "Verification email sent" : "Resend verification email"}
          </Button>
        )}
        <Form {...form}>
          <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <div className="flex items-center justify-between">
                    <FormLabel>Password</FormLabel>
                    <Link href="/forgot-password/" className="text-sm text-primary hover:underline">
                      Forgot password?
                    </Link>
                  </div>
                  <FormControl>
                    <Input type="password" autoComplete="current-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="remember"
              render={({ field }) => (
                <FormItem className="flex flex-row items-center gap-2">
                  <FormControl>
                    <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                  </FormControl>
                  <FormLabel className="font-normal">Remember me</FormLabel>
                </FormItem>
              )}
            />
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? "Logging in…" : "Login"}
            </Button>
          </form>
        </Form>
        <div className="flex items-center gap-3 text-xs text-muted-foreground">
          <Separator className="flex-1" /> or <Separator className="flex-1" />
        </div>
        <div className="flex flex-col gap-2">
          <GoogleButton label="Sign in with Google" />
          <LinkedinButton label="Sign in with LinkedIn" />
        </div>
        <p className="text-center text-sm text-muted-foreground">
          Don&apos;t have an account?{" "}
          <Link href={`/signup/${search}`} className="font-medium text-primary hover:underline">
            Sign up
          </Link>
        </p>
      </CardContent>
      {step?.type === "email" && <NewDeviceDialog challenge={step.code} onSignedIn={onResult} onCancel={cancelStep} />}
    </Card>
  );
}
