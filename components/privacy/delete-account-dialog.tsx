"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/forms/password-field";
import { FormError } from "@/components/forms/form-error";
import type { UserDetails } from "@/lib/auth/schema";
import { useLogout } from "@/lib/auth/hooks";
import { ApiClientError, errorMessage } from "@/lib/http/client";
import { useDeleteAccount } from "@/lib/privacy/hooks";

/** What goes and what stays, said before the member confirms (decision 018). */
export const DELETE_ACCOUNT_EXPLAINED =
  "Your account and everything you supplied are erased: your connections, what you told Scuba about people, your tags, leads, lists, bookmarks, intro requests and activity. Your collaborations end at once: teammates no longer see paths through your network. Payments and invoices are kept, as the law requires, without your name or e-mail. This cannot be undone.";

/**
 * Account menu → 'Delete account': the password (or, for an account that signs in only through
 * Google or LinkedIn, a sign-in from the last 10 minutes), the account's e-mail typed, then a
 * destructive confirm. On success the browser starts over at the sign-in page.
 */
export function DeleteAccountDialog({ user, open, onOpenChange }: { user: Pick<UserDetails, "email" | "has_password">; open: boolean; onOpenChange: (o: boolean) => void }) {
  const del = useDeleteAccount();
  const logout = useLogout();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string; reauth?: boolean }>({});
  const typed = email.trim().toLowerCase() === user.email.toLowerCase();

  function close(next: boolean) {
    if (del.isPending) return;
    if (!next) {
      setEmail("");
      setPassword("");
      setErrors({});
    }
    onOpenChange(next);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!typed) return setErrors({ email: "Type your account's e-mail address to confirm." });
    if (user.has_password && !password) return setErrors({ password: "Enter your password." });
    setErrors({});
    try {
      await del.mutateAsync({ email, password: user.has_password ? password : undefined });
      // A full load: no trace of the session stays in memory.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/login/?type=account_deleted");
    } catch (err) {
      const fields = err instanceof ApiClientError ? err.fieldErrors : {};
      const reauth = err instanceof ApiClientError && err.status === 409 && Boolean((err.body?.detail as { reauth_required?: boolean } | undefined)?.reauth_required);
      setErrors({ email: fields.email?.[0], password: fields.password?.[0], form: fields.email || fields.password ? undefined : errorMessage(err), reauth });
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Delete account</DialogTitle>
          <DialogDescription>{DELETE_ACCOUNT_EXPLAINED}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid="delete-account-form">
          {user.has_password ? (
            <div className="grid gap-1.5">
              <Label htmlFor="delete-password">Password</Label>
              <PasswordInput id="delete-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={Boolean(errors.password)} />
              {errors.password && <p className="text-sm text-destructive">{errors.password}</p>}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">You sign in with Google or LinkedIn: deleting your account needs a sign-in from the last 10 minutes.</p>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="delete-email">
              Type <span className="font-medium break-all text-foreground">{user.email}</span> to confirm
            </Label>
            <Input id="delete-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(errors.email)} />
            {errors.email && <p className="text-sm text-destructive">{errors.email}</p>}
          </div>
          <FormError>{errors.form}</FormError>
          {errors.reauth && (
            <Button type="button" variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
              Sign in again
            </Button>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={del.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!typed || del.isPending} data-testid="delete-account-confirm">
              <Trash2 aria-hidden /> {del.isPending ? "Deleting…" : "Delete account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
