"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { PasswordField } from "@/components/forms/password-field";
import { useChangePassword } from "@/lib/auth/hooks";
import { changePasswordSchema } from "@/lib/auth/schema";
import { ApiClientError } from "@/lib/http/client";

type Values = z.input<typeof changePasswordSchema>;

const FIELDS = [
  { name: "password", label: "Old password", autoComplete: "current-password" },
  { name: "new_password", label: "New password", autoComplete: "new-password" },
  { name: "confirm_password", label: "Confirm new password", autoComplete: "new-password" },
] as const;

/** Change Password (account menu): old, new, confirm. Other devices are signed out on success. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const change = useChangePassword();
  const form = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: "", new_password: "", confirm_password: "" },
  });

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast.success("Password Changed Successfully", { description: "Your other devices have been signed out." });
      close(false);
    } catch (e) {
      toast.error("Error changing password", { description: e instanceof Error ? e.message : undefined });
      if (e instanceof ApiClientError) {
        for (const [field, messages] of Object.entries(e.fieldErrors)) {
          if (field in values) form.setError(field as keyof Values, { message: messages[0] });
        }
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Your other devices will be signed out.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            {FIELDS.map((f) => (
              <PasswordField key={f.name} control={form.control} {...f} />
            ))}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? "Saving…" : "Change Password"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
