"use client";

import Link from "next/link";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { adoptTyped, useHydratedForm } from "@/components/forms/use-hydrated-form";
import { Form } from "@/components/ui/form";
import { PasswordField } from "@/components/forms/password-field";
import { useResetPassword } from "@/lib/auth/hooks";
import { resetPasswordSchema } from "@/lib/auth/schema";
import { errorMessage } from "@/lib/http/client";
import { useRedirectCountdown } from "./use-countdown";

type Values = z.input<typeof resetPasswordSchema>;

export function ResetPasswordForm({ link }: { link: string }) {
  const reset = useResetPassword();
  const left = useRedirectCountdown(reset.isSuccess);
  const form = useForm<Values, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "", link },
  });
  const formEl = useRef<HTMLFormElement>(null);
  const live = useHydratedForm(formEl, adoptTyped(form));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, link });
      toast.success("Password reset was done successfully");
    } catch (e) {
      const message = errorMessage(e, "");
      if (message === "Link expired or invalid link") toast.error("Link expired or invalid link");
      else toast.error("Error occurred while reset password", { description: message || undefined });
    }
  });

  if (reset.isSuccess) {
    return (
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <CheckCircle2 className="mx-auto size-10 text-primary" aria-hidden />
          <CardTitle className="text-2xl">Password changed</CardTitle>
          <CardDescription data-testid="reset-countdown">
            Password changed Successfully redirect to login in {left} seconds
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link href="/login/">Go to Login</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Reset password</CardTitle>
        <CardDescription>Choose a new password for your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form ref={formEl} method="post" onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <PasswordField control={form.control} name="password" label="New password" autoComplete="new-password" />
            <PasswordField control={form.control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
            <Button type="submit" disabled={!live || reset.isPending}>
              {reset.isPending ? "Saving…" : "Reset password"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
