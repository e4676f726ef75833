"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isChallenge, useProviderSignIn } from "@/lib/auth/hooks";
import { postLoginTarget } from "@/lib/auth/redirects";
import { errorMessage } from "@/lib/http/client";

/**
 * The provider's return page (/auth/google-login, /auth/callback/): sends code and state to the
 * server once, then goes home, to the second sign-in step, or back to login with a toast.
 */
export function ProviderReturn({
  provider,
  input,
}: {
  provider: "google" | "linkedin";
  input: { code?: string; state?: string; error?: string };
}) {
  const router = useRouter();
  const signIn = useProviderSignIn(provider === "google" ? "v2/google-login" : "/api/v1/callback");
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true; // a code is redeemable once
    signIn
      .mutateAsync(input)
      .then((result) => {
        if (isChallenge(result)) {
          router.replace(`/login/?2fa=1&type=${result.type}&code=${encodeURIComponent(result.code)}`);
          return;
        }
        window.location.assign(postLoginTarget("", result.redirect_url));
      })
      .catch((e: unknown) => {
        toast.error(errorMessage(e));
        router.replace("/login/");
      });
  }, [input, router, signIn]);

  return (
    <Card className="w-full max-w-md text-center">
      <CardHeader>
        <Loader2 className="mx-auto size-10 animate-spin text-primary" aria-hidden />
        <CardTitle className="text-2xl">Signing in with {provider === "google" ? "Google" : "LinkedIn"}</CardTitle>
        <CardDescription>Please wait a moment…</CardDescription>
      </CardHeader>
    </Card>
  );
}
