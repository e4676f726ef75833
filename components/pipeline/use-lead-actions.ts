"use client";

import { toast } from "sonner";
import { useUpdateLead } from "@/lib/leads/hooks";
import type { LeadRow } from "@/lib/pipeline/types";
import type { LeadAction } from "./leads-table";
import type { PipelineDialogs } from "./use-pipeline-dialogs";

/** A row menu's action: most open their dialog; 'customer' marks the lead at once. */
export function useLeadActions(dialogs: PipelineDialogs) {
  const update = useUpdateLead();
  return async function onAction(action: LeadAction, lead: Partial<LeadRow>) {
    if (action === "edit") dialogs.setLeadForm({ open: true, lead });
    if (action === "delete") dialogs.setToDelete([lead]);
    if (action === "add-to-list") dialogs.setToList([lead.id!]);
    if (action === "remove-from-list") dialogs.setFromList([lead.id!]);
    if (action === "move-to-network") dialogs.setToNetwork(lead);
    if (action === "customer") {
      try {
        await update.mutateAsync({ id: lead.id!, patch: { status: true } });
        toast.success("Lead updated successfully");
      } catch {
        toast.error("Failed to update lead");
      }
    }
  };
}
