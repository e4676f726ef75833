"use client";

import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
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
    <AlertDialog open={ids.length > 0} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{many ? `Delete ${ids.length} connections?` : "Delete connection?"}</AlertDialogTitle>
          <AlertDialogDescription>
            {many ? "These people will be removed from your network." : `${name ?? "This person"} will be removed from your network.`} Warm paths through them will no longer be shown.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={(e) => {
              e.preventDefault();
              void confirm();
            }}
            disabled={del.isPending}
            className="bg-destructive text-white hover:bg-destructive/90"
            data-testid="confirm-delete"
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
