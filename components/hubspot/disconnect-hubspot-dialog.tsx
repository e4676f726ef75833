"use client";

import { toast } from "sonner";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { errorMessage } from "@/lib/http/client";
import { useDisconnectHubspot } from "@/lib/hubspot/hooks";

/** Asks before unlinking HubSpot: imported leads stay, their contacts stop receiving warm-path figures. */
export function DisconnectHubspotDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const disconnect = useDisconnectHubspot();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Disconnect HubSpot?"
      description="Leads you imported stay in your pipeline, but Scuba stops writing warm-path figures to their HubSpot contacts. You can connect again at any time."
      confirmLabel="Disconnect"
      destructive
      pending={disconnect.isPending}
      onConfirm={() =>
        disconnect.mutate(undefined, {
          onSuccess: (message) => {
            toast.success(message);
            onOpenChange(false);
          },
          onError: (e) => toast.error(errorMessage(e)),
        })
      }
    />
  );
}
