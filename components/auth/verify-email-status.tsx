"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useVerifyEmail } from "@/lib/auth/hooks";
import { ApiClientError } from "@/lib/http/client";
import { useRedirectCountdown } from "./use-countdown";

/** /verify-email/{id}: loading, then success (5 s countdown to login) or invalid (spec 000 §2, §8). */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const started = useRef(false);
  const left = useRedirectCountdown(verify.isSuccess);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true; // a link works once: never send it twice (React may run effects twice)
    verify.mutate(token);
  }, [token, verify]);

  let icon = <Loader2 className="mx-auto size-10 animate-spin text-primary" aria-hidden />;
  let title = "Verifying your email";
  let text = "Please wait a moment…";
  if (!token) {
    icon = <XCircle className="mx-auto size-10 text-destructive" aria-hidden />;
    title = "Verification failed";
    text = "Verification token is missing.";
  } else if (verify.isSuccess) {
    icon = <CheckCircle2 className="mx-auto size-10 text-primary" aria-hidden />;
    title = "Email verified";
    text = `${verify.data.message}. Redirecting to login in ${left} seconds.`;
  } else if (verify.isError) {
    icon = <XCircle className="mx-auto size-10 text-destructive" aria-hidden />;
    title = "Verification failed";
    const e = verify.error;
    text =
      e instanceof ApiClientError
        ? e.message || "Email verification failed. Please try again."
        : "An error occurred during verification. Please try again later.";
  }

  return (
    <Card className="w-full max-w-md text-center" data-testid="verify-email">
      <CardHeader>
        {icon}
        <CardTitle className="text-2xl">{title}</CardTitle>
        <CardDescription data-testid="verify-email-text">{text}</CardDescription>
      </CardHeader>
      {(verify.isSuccess || verify.isError || !token) && (
        <CardContent>
          <Button asChild className="w-full">
            <Link href="/login/">Go to Login</Link>
          </Button>
        </CardContent>
      )}
    </Card>
  );
}
