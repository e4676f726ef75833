"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { twoFactorLogin, type LoginResult } from "@/lib/auth/sign-in-calls";
import { errorMessage } from "@/lib/http/client";
import { showToast } from "@/components/common/lazy-toast";

/** The sign-in's authenticator-app step (login page, ?2fa&type=totp&code=…); loaded only there. */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: string;
  onSignedIn: (result: LoginResult) => void;
  onCancel: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [value, setValue] = useState("");
  const valid = /^\d{6}$/.test(value);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setPending(true);
    try {
      onSignedIn(await twoFactorLogin({ code: challenge, value }));
    } catch (err) {
      void showToast("error", "Error signing up", { description: errorMessage(err) });
      setValue("");
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Two-factor authentication</CardTitle>
        <CardDescription>Enter the 6-digit code from your authenticator app.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="totp">Authentication code</Label>
            <Input
              id="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={6}
              placeholder="123456"
              className="font-mono tracking-widest"
              value={value}
              onChange={(e) => setValue(e.target.value.replace(/\D/g, "").slice(0, 6))}
            />
          </div>
          <Button type="submit" disabled={!valid || pending}>
            {pending ? "Verifying…" : "Verify"}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Back to login
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
