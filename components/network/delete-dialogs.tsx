"use client";

import { toast } from "sonner";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { useDeleteConnections } from "@/lib/network/hooks";

/** Delete one connection or several (the bulk dialog); both confirm first. */
export function DeleteConnectionsDialog({ ids, name, onOpenChange, onDone }: { ids: string[]; name?: string; onOpenChange: (o: boolean) => void; onDone?: () => void }) {
  const del = useDeleteConnections();
  const many = ids.length > 1;

  async function confirm() {
    try {
      await del.mutateAsync(ids);
      toast.success(many ? "Network deleted successfully" : "Connection deleted successfully");
      onDone?.();
      onOpenChange(false);
    } catch {
      toast.error(many ? "Failed to delete network" : "Failed to delete connection");
    }
  }

  return (
    <ConfirmDialog
      open={ids.length > 0}
      onOpenChange={onOpenChange}
      title={many ? `Delete ${ids.length} connections?` : "Delete connection?"}
      description={`${many ? "These people" : (name ?? "This person")} will be removed from your network. Warm paths through them will no longer be shown.`}
      confirmLabel="Delete"
      pending={del.isPending}
      destructive
      onConfirm={confirm}
      confirmTestId="confirm-delete"
    />
  );
}
