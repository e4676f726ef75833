"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useUserDetails } from "@/lib/auth/hooks";
import { errorMessage } from "@/lib/http/client";
import { draftIntroTexts, type Askable } from "@/lib/intros/draft";
import { useCreateIntro } from "@/lib/intros/hooks";
import { ShareTexts } from "./share-texts";

/** What the dialog asks about: a path (or a teammate's direct connect) of one lead. */
export type AskTarget = Askable & { leadId: string; pathId: string };

/**
 * 'Ask for an intro' (DESIGN §12): two drafted, editable texts. Through a teammate's contact the
 * request goes to that teammate; on the member's own path the texts are handed over to send
 * from their own mailbox — Scuba never sends them.
 */
export function AskIntroDialog({ target, onOpenChange }: { target: AskTarget | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">{target && <AskIntroForm key={target.pathId} target={target} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function AskIntroForm({ target, onDone }: { target: AskTarget; onDone: () => void }) {
  const user = useUserDetails();
  const create = useCreateIntro();
  const memberCompany = target.origin.origin_type === "me" ? target.origin.data.company : null;
  const [texts, setTexts] = useState(() => draftIntroTexts({ ...target, member: { name: user.data?.name ?? "", company: memberCompany } }));
  const [sent, setSent] = useState(false);
  const teammate = target.origin.origin_type === "team" ? target.origin.data.name : null;
  const introducer = target.introducer.data.name;

  async function submit() {
    try {
      await create.mutateAsync({ lead_id: target.leadId, path_id: target.pathId, ask: texts.ask, forwardable: texts.forwardable });
      if (teammate) {
        toast.success("Intro request sent", { description: `${teammate} will see it under Intro requests.` });
        onDone();
      } else setSent(true);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  if (sent) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Your ask to {introducer} is ready</DialogTitle>
          <DialogDescription>Send it from your own mailbox. Track the answer from Home, under your open requests.</DialogDescription>
        </DialogHeader>
        <ShareTexts ask={texts.ask} forwardable={texts.forwardable} subject={`Introduction to ${target.target.data.name}?`} />
        <DialogFooter>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Ask for an intro to {target.target.data.name}</DialogTitle>
        <DialogDescription>
          {teammate
            ? `${introducer} is a contact of ${teammate}. ${teammate} gets your request in Scuba and decides whether to pass it on.`
            : `Through ${introducer}. Edit the texts, then send them yourself — Scuba never sends a message for you.`}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="intro-ask">{teammate ? `The ask ${teammate} can send to ${introducer}` : `Your ask to ${introducer}`}</Label>
          <Textarea id="intro-ask" rows={7} value={texts.ask} maxLength={5000} onChange={(e) => setTexts((t) => ({ ...t, ask: e.target.value }))} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="intro-forwardable">A note to {target.target.data.name} that can be forwarded as it is</Label>
          <Textarea
            id="intro-forwardable"
            rows={6}
            value={texts.forwardable}
            maxLength={5000}
            onChange={(e) => setTexts((t) => ({ ...t, forwardable: e.target.value }))}
          />
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={create.isPending || !texts.ask.trim() || !texts.forwardable.trim()}>
          {teammate ? `Send request to ${teammate}` : "Prepare my ask"}
        </Button>
      </DialogFooter>
    </>
  );
}
