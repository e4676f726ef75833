"use client";

import { toast } from "sonner";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { useRevokeCollaboration } from "@/lib/collaborators/hooks";
import { SessionRedirectError, errorMessage } from "@/lib/http/client";

export type RevokeTarget = { id: string; kind: "invite" | "collaborator"; label: string };

/** The 'Revoke Invitation' confirmation (spec 000 §2): a pending invite, or a collaborator I invited. */
export function RevokeDialog({ target, onOpenChange }: { target: RevokeTarget | null; onOpenChange: (open: boolean) => void }) {
  const revoke = useRevokeCollaboration();

  async function confirm() {
    if (!target) return;
    try {
      await revoke.mutateAsync(target.id);
      toast.success(target.kind === "collaborator" ? "Collaborator removed" : "Invite revoked");
      onOpenChange(false);
    } catch (error) {
      if (error instanceof SessionRedirectError) return;
      toast.error("Could not revoke", { description: errorMessage(error) });
    }
  }

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title="Revoke Invitation"
      description={
        target?.kind === "collaborator"
          ? `Remove ${target.label} from your team? Their network leaves your warm paths, and yours leaves theirs, right away.`
          : `Revoke the invitation sent to ${target?.label}? The link in their email will stop working.`
      }
      confirmLabel={revoke.isPending ? "Revoking…" : "Revoke"}
      pending={revoke.isPending}
      destructive
      onConfirm={confirm}
    />
  );
}
