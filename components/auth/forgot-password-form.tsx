"use client";

import Link from "next/link";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { adoptTyped, useHydratedForm } from "@/components/forms/use-hydrated-form";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/text-field";
import { useForgotPassword } from "@/lib/auth/hooks";
import { forgotPasswordSchema } from "@/lib/auth/schema";
import { ApiClientError } from "@/lib/http/client";

type Values = z.input<typeof forgotPasswordSchema>;

export function ForgotPasswordForm() {
  const send = useForgotPassword();
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const formEl = useRef<HTMLFormElement>(null);
  const live = useHydratedForm(formEl, adoptTyped(form));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (e) {
      const limited = e instanceof ApiClientError && e.status === 429;
      toast.error("Error while sending email!", {
        description: limited ? e.message : "Please check your email address and try again.",
      });
    }
  });

  if (send.isSuccess) {
    return (
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
          <CardTitle className="text-2xl">Reset Link Sent!</CardTitle>
          <CardDescription>
            If an account exists for {form.getValues("email")}, we sent a link to reset your password. Check your inbox or spam
            folder. The link expires in 1 hour.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full">
            <Link href="/login/">Back to login</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Forgot password</CardTitle>
        <CardDescription>Enter your email and we&apos;ll send you a link to reset your password.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form ref={formEl} method="post" onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" />
            <Button type="submit" disabled={!live || send.isPending}>
              {send.isPending ? "Sending…" : "Send reset link"}
            </Button>
          </form>
        </Form>
        <p className="mt-5 text-center text-sm text-muted-foreground">
          <Link href="/login/" className="font-medium text-primary hover:underline">
            Remember password?
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
