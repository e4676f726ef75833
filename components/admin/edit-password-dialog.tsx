"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { PasswordField } from "@/components/forms/password-field";
import { useAdminChangePassword } from "@/lib/admin/hooks";
import { adminPasswordBody } from "@/lib/admin/schema";
import { PASSWORD_UPDATED } from "@/lib/admin/constants";
import { ApiClientError } from "@/lib/http/client";

type Values = z.input<typeof adminPasswordBody>;

/** 'Edit Password' for another user (spec 001 §5, §8): their sessions end when it is saved. */
export function EditPasswordDialog({ user, onOpenChange }: { user: { id: string; name: string; email: string } | null; onOpenChange: (open: boolean) => void }) {
  const change = useAdminChangePassword();
  const form = useForm<Values, unknown, z.output<typeof adminPasswordBody>>({
    resolver: zodResolver(adminPasswordBody),
    values: { user_id: user?.id ?? "", password: "", confirm_password: "" },
  });
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast.success(PASSWORD_UPDATED);
      close(false);
    } catch (e) {
      // The spec leaves a failure silent; field errors from the server still show under their field.
      if (e instanceof ApiClientError) {
        for (const [field, messages] of Object.entries(e.fieldErrors)) {
          if (field === "password" || field === "confirm_password") form.setError(field, { message: messages[0] });
        }
      }
    }
  });

  return (
    <Dialog open={!!user} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Edit Password</DialogTitle>
          <DialogDescription className="break-all">
            New password for {user?.name} ({user?.email}). Their sessions will end.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <PasswordField control={form.control} name="password" label="Password" autoComplete="new-password" />
            <PasswordField control={form.control} name="confirm_password" label="Confirm Password" autoComplete="new-password" />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={change.isPending} data-testid="save-password">
                {change.isPending ? "Saving…" : "Save"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
