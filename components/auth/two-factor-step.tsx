"use client";

import { useRef, useState } from "react";
import { useHydratedForm } from "@/components/forms/use-hydrated-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { looksLikeRecoveryCode } from "@/lib/auth/code-text";
import { twoFactorLogin, type LoginResult } from "@/lib/auth/sign-in-calls";
import { errorMessage } from "@/lib/http/client";
import { showToast } from "@/components/common/lazy-toast";

type Mode = "app" | "recovery";

const TEXTS: Record<Mode, { description: string; label: string; placeholder: string; other: string }> = {
  app: {
    description: "Enter the 6-digit code from your authenticator app.",
    label: "Authentication code",
    placeholder: "123456",
    other: "Use a recovery code",
  },
  recovery: {
    description: "Lost your phone? Enter one of the recovery codes you saved when you set up two-factor. Each code works once.",
    label: "Recovery code",
    placeholder: "ABCDE-FGHJK",
    other: "Use your authenticator app",
  },
};

/**
 * The sign-in's second step (login page, ?2fa&type=totp&code=…); loaded only there. A code from the
 * authenticator app, or — for a member who lost their phone — one of the recovery codes the setup
 * dialog showed (typed as shown, in any case, with or without the dash; the server spends it).
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: string;
  onSignedIn: (result: LoginResult) => void;
  onCancel: () => void;
}) {
  const [mode, setMode] = useState<Mode>("app");
  const [pending, setPending] = useState(false);
  const [value, setValue] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const appCode = (typed: string) => typed.replace(/\D/g, "").slice(0, 6);
  // The step opens in the app's mode: a code typed before React had the page is an app code.
  useHydratedForm(form, (typed) => {
    const code = appCode(String(typed.get("code") ?? ""));
    if (code) setValue(code);
  });
  const valid = mode === "app" ? /^\d{6}$/.test(value) : looksLikeRecoveryCode(value);
  const texts = TEXTS[mode];

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

  const switchMode = () => {
    setMode(mode === "app" ? "recovery" : "app");
    setValue("");
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Two-factor authentication</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={form} method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="totp">{texts.label}</Label>
            {mode === "app" ? (
              <Input
                key="app"
                id="totp"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                maxLength={6}
                placeholder={texts.placeholder}
                className="font-mono tracking-widest"
                value={value}
                onChange={(e) => setValue(appCode(e.target.value))}
              />
            ) : (
              <Input
                key="recovery"
                id="totp"
                name="code"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                autoFocus
                maxLength={20}
                placeholder={texts.placeholder}
                className="font-mono tracking-widest uppercase"
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </div>
          <Button type="submit" disabled={!valid || pending}>
            {pending ? "Verifying…" : "Verify"}
          </Button>
          <Button type="button" variant="link" className="h-auto self-center p-0" onClick={switchMode}>
            {texts.other}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Back to login
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
