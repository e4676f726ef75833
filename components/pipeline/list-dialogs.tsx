"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { ApiClientError } from "@/lib/http/client";
import { useDeleteList, useSaveList } from "@/lib/leads/hooks";
import type { PipelineList } from "@/lib/leads/types";

/** Create list / edit list (spec 001 §5: disabled when empty, Enter submits; §8 texts). */
export function ListFormDialog({ list, open, onOpenChange }: { list?: PipelineList | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">{open && <ListForm key={list?.id ?? "new"} list={list} onOpenChange={onOpenChange} />}</DialogContent>
    </Dialog>
  );
}

function ListForm({ list, onOpenChange }: { list?: PipelineList | null; onOpenChange: (o: boolean) => void }) {
  const [name, setName] = useState(list?.name ?? "");
  const save = useSaveList();
  const editing = Boolean(list);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!name.trim()) return;
    try {
      await save.mutateAsync({ id: list?.id, name: name.trim() });
      toast.success(editing ? "List updated successfully!" : "List saved successfully!");
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) toast.error("List name already exists");
      else toast.error(editing ? "Failed to update list" : "Failed to add list");
    }
  }
  return (
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{editing ? "Edit List" : "Add List"}</DialogTitle>
            <DialogDescription>{editing ? "Rename this list." : "Group leads into a list of your own."}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="list-name">List name</Label>
            <Input id="list-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus placeholder="e.g. Q3 enterprise targets" />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim() || save.isPending}>
              {editing ? "Edit List" : "Add List"}
            </Button>
          </DialogFooter>
        </form>
  );
}

/** Delete list: list only (default) or list plus leads, which needs 'Confirm Leads Deletion' first. */
export function DeleteListDialog({ list, onOpenChange, onDeleted }: { list: PipelineList | null; onOpenChange: (o: boolean) => void; onDeleted: (id: string) => void }) {
  return (
    <Dialog open={Boolean(list)} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">{list && <DeleteListBody key={list.id} list={list} onOpenChange={onOpenChange} onDeleted={onDeleted} />}</DialogContent>
    </Dialog>
  );
}

function DeleteListBody({ list, onOpenChange, onDeleted }: { list: PipelineList; onOpenChange: (o: boolean) => void; onDeleted: (id: string) => void }) {
  const [type, setType] = useState<"default" | "all">("default");
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteList();
  async function run() {
    if (!list) return;
    if (type === "all" && !confirming) {
      setConfirming(true);
      return;
    }
    try {
      await remove.mutateAsync({ id: list.id, type });
      toast.success("List deleted successfully");
      onDeleted(list.id);
      onOpenChange(false);
    } catch {
      toast.error("Failed to delete list");
    }
  }
  return (
    <>
        <DialogHeader>
          <DialogTitle>{confirming ? "Confirm Leads Deletion" : "Delete List"}</DialogTitle>
          <DialogDescription>
            {confirming
              ? `The list "${list?.name}" and its ${list?.lead_count ?? 0} lead(s) will be deleted for good. This cannot be undone.`
              : `Delete the list "${list?.name}"?`}
          </DialogDescription>
        </DialogHeader>
        {!confirming && (
          <RadioGroup value={type} onValueChange={(v) => setType(v as "default" | "all")} className="gap-3">
            <div className="flex items-center gap-2">
              <RadioGroupItem value="default" id="del-list-only" />
              <Label htmlFor="del-list-only">Delete the list only (keep its leads)</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="all" id="del-list-all" />
              <Label htmlFor="del-list-all">Delete the list and its leads</Label>
            </div>
          </RadioGroup>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => (confirming ? setConfirming(false) : onOpenChange(false))}>
            {confirming ? "Back" : "Cancel"}
          </Button>
          <Button variant="destructive" onClick={run} disabled={remove.isPending}>
            {confirming ? "Confirm Leads Deletion" : "Delete"}
          </Button>
        </DialogFooter>
    </>
  );
}
