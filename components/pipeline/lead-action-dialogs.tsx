"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiClientError } from "@/lib/http/client";
import { useDeleteLeads, useListMembership, useLists, useMoveToNetwork } from "@/lib/leads/hooks";

/** Delete one or many leads, confirmed. */
export function DeleteLeadsDialog({ ids, names, onOpenChange, onDone }: { ids: string[]; names: string; onOpenChange: (o: boolean) => void; onDone: () => void }) {
  const remove = useDeleteLeads();
  return (
    <ConfirmDialog
      open={ids.length > 0}
      onOpenChange={onOpenChange}
      title={ids.length > 1 ? `Delete ${ids.length} leads?` : "Delete lead?"}
      description={`${names} will be removed from your pipeline with their bookmarks. This cannot be undone.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      destructive
      onConfirm={async () => {
        try {
          await remove.mutateAsync(ids);
          toast.success("Lead deleted successfully");
          onDone();
          onOpenChange(false);
        } catch {
          toast.error("Failed to delete lead");
        }
      }}
    />
  );
}

/** Add to list (spec 001 §8: 'Lead Saved Successfully!' / 'Error adding lead'). */
export function AddToListDialog({ ids, onOpenChange, onDone }: { ids: string[]; onOpenChange: (o: boolean) => void; onDone: () => void }) {
  return (
    <Dialog open={ids.length > 0} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">{ids.length > 0 && <AddToListBody ids={ids} onOpenChange={onOpenChange} onDone={onDone} />}</DialogContent>
    </Dialog>
  );
}

function AddToListBody({ ids, onOpenChange, onDone }: { ids: string[]; onOpenChange: (o: boolean) => void; onDone: () => void }) {
  const { data: lists } = useLists();
  const [listId, setListId] = useState("");
  const membership = useListMembership();
  return (
    <>
        <DialogHeader>
          <DialogTitle>Add to list</DialogTitle>
          <DialogDescription>{ids.length > 1 ? `${ids.length} leads` : "This lead"} will be added to the list you choose.</DialogDescription>
        </DialogHeader>
        {lists && lists.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no lists yet. Create one with Add Lists.</p>
        ) : (
          <Select value={listId} onValueChange={setListId}>
            <SelectTrigger className="w-full" aria-label="List">
              <SelectValue placeholder="Choose a list" />
            </SelectTrigger>
            <SelectContent>
              {lists?.map((l) => (
                <SelectItem key={l.id} value={l.id}>
                  {l.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!listId || membership.isPending}
            onClick={async () => {
              try {
                await membership.mutateAsync({ id: listId, lead_ids: ids });
                toast.success("Lead Saved Successfully!");
                onDone();
                onOpenChange(false);
              } catch {
                toast.error("Error adding lead", { description: "The lead could not be added to list. Please try again." });
              }
            }}
          >
            Add
          </Button>
        </DialogFooter>
    </>
  );
}

/** Remove from the current list. */
export function RemoveFromListDialog({ listId, ids, onOpenChange, onDone }: { listId: string | undefined; ids: string[]; onOpenChange: (o: boolean) => void; onDone: () => void }) {
  const membership = useListMembership();
  return (
    <ConfirmDialog
      open={ids.length > 0 && Boolean(listId)}
      onOpenChange={onOpenChange}
      title="Remove from list?"
      description={`${ids.length > 1 ? `${ids.length} leads` : "The lead"} will leave this list but stay in your pipeline.`}
      confirmLabel="Remove"
      onConfirm={async () => {
        try {
          await membership.mutateAsync({ id: listId!, lead_ids: ids, remove: true });
          toast.success("Lead(s) removed from the list");
          onDone();
          onOpenChange(false);
        } catch {
          toast.error("Failed to remove lead");
        }
      }}
    />
  );
}

/** Move to network: the lead's person joins the member's own connections. */
export function MoveToNetworkDialog({ lead, onOpenChange }: { lead: { id?: string; name?: string } | null; onOpenChange: (o: boolean) => void }) {
  const move = useMoveToNetwork();
  return (
    <ConfirmDialog
      open={Boolean(lead)}
      onOpenChange={onOpenChange}
      title="Move to network?"
      description={`${lead?.name ?? "This lead"} will be added to your network as a connection. The lead stays in your pipeline.`}
      confirmLabel="Move to network"
      pending={move.isPending}
      onConfirm={async () => {
        try {
          await move.mutateAsync(lead!.id!);
          toast.success("Lead added to network successfully");
          onOpenChange(false);
        } catch (error) {
          toast.error(error instanceof ApiClientError && error.status === 429 ? error.message : "Failed to add lead to network");
        }
      }}
    />
  );
}
