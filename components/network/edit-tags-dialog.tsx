"use client";

import { Check, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAcceptSuggestion, useRejectSuggestion, useSetTags } from "@/lib/network/hooks";
import type { NetworkConnection } from "@/lib/network/schema";
import { TAG_TEXTS } from "@/lib/tags/schema";
import { tagTextColour } from "@/lib/ui/tag-colour";
import { TagPicker } from "./tag-picker";

/** Edit network tags of one connection, and accept or reject suggested ones. */
export function EditTagsDialog({ connection, onOpenChange }: { connection: NetworkConnection | null; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={!!connection} onOpenChange={onOpenChange}>
      {connection && <EditTagsBody key={connection.id} connection={connection} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function EditTagsBody({ connection, onOpenChange }: { connection: NetworkConnection; onOpenChange: (o: boolean) => void }) {
  const [tags, setTags] = useState<string[]>(() => connection.connected_li_user.user_tags_v2.filter((t) => t.status === "accepted").map((t) => t.tag_id));
  const set = useSetTags();
  const accept = useAcceptSuggestion();
  const reject = useRejectSuggestion();
  const all = connection.connected_li_user.user_tags_v2;
  const suggested = all.filter((t) => t.status === "suggested");

  async function save() {
    try {
      await set.mutateAsync({ profile_link: connection.connected_user, tags });
      toast.success(TAG_TEXTS.updated);
      onOpenChange(false);
    } catch {
      toast.error(TAG_TEXTS.updateFailed);
    }
  }

  async function decide(tagId: string, userTagId: string, ok: boolean) {
    try {
      if (ok) await accept.mutateAsync({ profile_link: connection.connected_user, tag: tagId });
      else await reject.mutateAsync(userTagId);
      toast.success(TAG_TEXTS.updated);
    } catch {
      toast.error(TAG_TEXTS.updateFailed);
    }
  }

  return (
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit network tags</DialogTitle>
          <DialogDescription>{connection.connected_li_user.full_name}</DialogDescription>
        </DialogHeader>
        {suggested.length > 0 && (
          <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3" data-testid="suggested-tags">
            <p className="text-sm font-medium">Suggested</p>
            {suggested.map((t) => (
              <div key={t.id} className="flex items-center justify-between gap-2 text-sm">
                <div className="min-w-0">
                  <Badge variant="outline" style={{ borderColor: t.colour, color: tagTextColour(t.colour) }}>
                    {t.tag}
                  </Badge>
                  {t.evidence && <p className="mt-1 truncate text-xs text-muted-foreground">{t.evidence}</p>}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button size="icon" variant="outline" aria-label={`Accept ${t.tag}`} onClick={() => decide(t.tag_id, t.id, true)}>
                    <Check aria-hidden />
                  </Button>
                  <Button size="icon" variant="outline" aria-label={`Reject ${t.tag}`} onClick={() => decide(t.tag_id, t.id, false)}>
                    <X aria-hidden />
                  </Button>
                </div>
              </div>
            ))}
          </div>
        )}
        <TagPicker value={tags} onChange={setTags} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={save} disabled={set.isPending}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
  );
}
