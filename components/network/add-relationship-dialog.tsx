"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAddRelationship, useDefaultTags } from "@/lib/network/hooks";
import { CHOOSE_A_TAG, TAG_TEXTS } from "@/lib/tags/schema";
import { TagPicker } from "./tag-picker";

/** 'Add Relationship details': tags for every selected person. */
export function AddRelationshipDialog({ open, onOpenChange, people, onDone }: { open: boolean; onOpenChange: (o: boolean) => void; people: string[]; onDone: () => void }) {
  const [tags, setTags] = useState<string[]>([]);
  const add = useAddRelationship();
  const all = useDefaultTags(open);

  async function submit() {
    try {
      await add.mutateAsync({ profile_link: people, tags });
      const names = (all.data ?? []).filter((t) => tags.includes(t.id)).map((t) => t.tag);
      toast.success(TAG_TEXTS.relationshipAdded, { description: names.join(", ") });
      setTags([]);
      onDone();
      onOpenChange(false);
    } catch {
      toast.error(TAG_TEXTS.relationshipFailed, { description: TAG_TEXTS.relationshipFailedDetail });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Relationship details</DialogTitle>
          <DialogDescription>Tag the {people.length === 1 ? "selected connection" : `${people.length} selected connections`} with how you know them.</DialogDescription>
        </DialogHeader>
        <TagPicker value={tags} onChange={setTags} />
        {/* Submit waits for a tag: without one it would only claim success and change nothing. */}
        {tags.length === 0 && (
          <p className="text-sm text-muted-foreground" data-testid="add-relationship-hint">
            {CHOOSE_A_TAG}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={add.isPending || tags.length === 0} data-testid="add-relationship-submit">
            Submit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
