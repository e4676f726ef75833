"use client";

import { Mail } from "lucide-react";
import { useState } from "react";
import { CopyButton } from "@/components/common/copy-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useUserDetails } from "@/lib/auth/hooks";
import { draftDirectText } from "@/lib/intros/draft";
import type { DirectConnect } from "@/lib/paths/types";
import { mailtoLink } from "./share-texts";

/**
 * 'Ask directly' (issue 28): the member already knows the lead, so no introduction is needed. The
 * dialog drafts one editable message from the evidence of their link, to copy or to open in their own
 * mail app — Scuba never sends it, and no intro request is recorded (there is nobody to ask).
 */
export function AskDirectlyDialog({ connect, onOpenChange }: { connect: DirectConnect | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={connect !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">{connect && <AskDirectlyForm key={connect.origin.id} connect={connect} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function AskDirectlyForm({ connect, onDone }: { connect: DirectConnect; onDone: () => void }) {
  const user = useUserDetails();
  const name = connect.target.data.name;
  const [draft, setDraft] = useState(() => draftDirectText({ target: connect.target, member: { name: user.data?.name ?? "", company: connect.origin.data.company || null } }));
  return (
    <>
      <DialogHeader>
        <DialogTitle>Ask {name} directly</DialogTitle>
        <DialogDescription>
          You know {name} yourself{connect.reason ? ` (${connect.reason})` : ""}: no introducer needed. Edit the message, then send it yourself — Scuba never sends a message for you.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between">
          <Label htmlFor="direct-message">Your message to {name}</Label>
          <CopyButton text={draft.body} what="The message" />
        </div>
        <Textarea id="direct-message" rows={9} value={draft.body} maxLength={5000} onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Close
        </Button>
        <Button asChild>
          <a href={mailtoLink(draft.subject, draft.body)}>
            <Mail aria-hidden /> Open in my mail app
          </a>
        </Button>
      </DialogFooter>
    </>
  );
}
