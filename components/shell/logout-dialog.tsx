"use client";

import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { useLogout } from "@/lib/auth/hooks";

export const LOGOUT_CONFIRM_TEXT = "Are you sure you want to logout from the product?";

export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const logout = useLogout();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Log out"
      description={LOGOUT_CONFIRM_TEXT}
      confirmLabel={logout.isPending ? "Logging out…" : "Log out"}
      pending={logout.isPending}
      destructive
      onConfirm={() => logout.mutate()}
    />
  );
}
