"use client";

import { useState } from "react";
import { ShieldCheck } from "lucide-react";
import { toast } from "sonner";
import { CopyButton } from "@/components/common/copy-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { DigestSwitch } from "@/components/notifications/digest-switch";
import { Switch } from "@/components/ui/switch";
import { useEnableTwoFactor, useGenerateTwoFactor, useTwoFactorSettings } from "@/lib/auth/hooks";
import type { UserDetails } from "@/lib/auth/schema";
import { errorMessage } from "@/lib/http/client";

/**
 * Two-factor setup (spec 000 §2): the e-mail notifications toggle and the authenticator app Setup
 * with a QR code and the secret for manual entry. `required` (a superadmin without two-factor)
 * makes it impossible to dismiss until setup is done.
 */
export function TwoFactorDialog({
  user,
  open,
  onOpenChange,
  required = false,
}: {
  user: UserDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  required?: boolean;
}) {
  const generate = useGenerateTwoFactor();
  const enable = useEnableTwoFactor();
  const settings = useTwoFactorSettings();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  // Shown once, right after enabling: only their hashes are kept.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const onEnable = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const result = await enable.mutateAsync({ code, password });
      toast.success("Two-factor authentication enabled");
      generate.reset();
      setCode("");
      setPassword("");
      setRecoveryCodes(result.recovery_codes);
      // Stay open for the codes, also when the parent only held it open because setup was required.
      onOpenChange(true);
    } catch (err) {
      toast.error("Could not enable two-factor authentication", { description: errorMessage(err, undefined) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (required && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        className="sm:max-w-lg"
        showCloseButton={!required}
        onEscapeKeyDown={(e) => required && e.preventDefault()}
        onInteractOutside={(e) => required && e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Two-factor authentication</DialogTitle>
          <DialogDescription>
            {required
              ? "Superadmin accounts must use two-factor authentication. Set up an authenticator app to continue."
              : "Protect your account with a second step at sign-in."}
          </DialogDescription>
        </DialogHeader>

        <div className="flex items-center justify-between gap-4 rounded-md border p-4">
          <div>
            <Label htmlFor="email-notifications" className="font-medium">
              Email notifications
            </Label>
            <p className="text-sm text-muted-foreground">Get an email about new-device sign-ins and security changes.</p>
          </div>
          <Switch
            id="email-notifications"
            checked={settings.isPending ? settings.variables : user.email_notifications}
            disabled={settings.isPending}
            onCheckedChange={(on) => settings.mutate(on, { onError: () => toast.error("Could not save the setting") })}
          />
        </div>

        <div className="rounded-md border p-4">
          <DigestSwitch id="daily-digest-settings" />
        </div>

        <Separator />

        {recoveryCodes ? (
          <div className="flex flex-col gap-3" data-testid="recovery-codes">
            <p className="text-sm">
              Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
            </p>
            <ul className="grid grid-cols-2 gap-1 rounded bg-muted p-3 font-mono text-sm">
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">At sign-in, choose &lsquo;Use a recovery code&rsquo; and type one as shown.</p>
            <CopyButton text={recoveryCodes.join("\n")} what="Recovery codes" label="Copy all codes" className="w-fit" />
            <Button
              onClick={() => {
                setRecoveryCodes(null);
                onOpenChange(false);
              }}
            >
              I saved them
            </Button>
          </div>
        ) : user.two_factor_enabled ? (
          <p className="flex items-center gap-2 text-sm font-medium text-primary" data-testid="two-factor-on">
            <ShieldCheck className="size-5" aria-hidden /> Authenticator app is set up.
          </p>
        ) : !generate.data ? (
          <div className="flex items-center justify-between gap-4">
            <div>
              <p className="font-medium">Authenticator app</p>
              <p className="text-sm text-muted-foreground">Use Google Authenticator, 1Password, Authy or similar.</p>
            </div>
            <Button onClick={() => generate.mutate(undefined, { onError: () => toast.error("Something went wrong") })} disabled={generate.isPending}>
              {generate.isPending ? "Preparing…" : "Setup"}
            </Button>
          </div>
        ) : (
          <form onSubmit={onEnable} className="flex flex-col gap-4">
            <div className="flex gap-5">
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL generated by the server */}
              <img src={generate.data.qr_code} alt="QR code for your authenticator app" className="size-40 shrink-0 rounded border" />
              <div className="flex min-w-0 flex-col gap-2 text-sm">
                <p>Scan the QR code with your authenticator app, or enter this secret manually:</p>
                <code className="break-all rounded bg-muted px-2 py-1 font-mono text-xs" data-testid="two-factor-secret">
                  {generate.data.secret}
                </code>
                <CopyButton text={generate.data.secret} what="Secret" label="Copy secret" className="w-fit" />
              </div>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="two-factor-password">Current password</Label>
              <Input id="two-factor-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
            <div className="flex items-end gap-3">
              <div className="flex flex-1 flex-col gap-2">
                <Label htmlFor="two-factor-code">6-digit code from the app</Label>
                <Input
                  id="two-factor-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
                />
              </div>
              <Button type="submit" disabled={code.length !== 6 || enable.isPending}>
                {enable.isPending ? "Checking…" : "Enable"}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
