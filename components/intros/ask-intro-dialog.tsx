"use client";

import { AlertTriangle, ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useUserDetails } from "@/lib/auth/hooks";
import { errorMessage } from "@/lib/http/client";
import { askWording } from "@/lib/intros/ask-wording";
import { draftIntroTexts, type Askable } from "@/lib/intros/draft";
import { useCreateIntro } from "@/lib/intros/hooks";
import { declinedText, isCrowded, openRequestsText } from "@/lib/intros/spread";
import type { IntroducerLoad, PathStrength } from "@/lib/paths/types";
import { ShareTexts } from "./share-texts";

/** What the dialog asks about: a path (or a teammate's direct connect) of one lead. */
export type AskTarget = Askable & {
  leadId: string;
  pathId: string;
  /** How busy the introducer is with the team's asks, as the server sent it with the path. */
  load?: IntroducerLoad;
  strength?: PathStrength;
  reason?: string;
  /** When the introducer is crowded: the next-best path through another introducer (one click asks it instead). */
  suggestion?: AskTarget | null;
};

/**
 * 'Ask for an intro' (DESIGN §12): two drafted, editable texts. Through a teammate's contact, or
 * along a teammate's direct connect, the request goes to that teammate; on the member's own path (or
 * a portfolio owner's) the texts are handed over to send from their own mailbox — Scuba never sends them.
 */
export function AskIntroDialog({ target, onOpenChange }: { target: AskTarget | null; onOpenChange: (open: boolean) => void }) {
  // The suggested path, once the member switches to it (the dialog drafts afresh for it).
  const [switched, setSwitched] = useState<{ from: AskTarget; to: AskTarget } | null>(null);
  const shown = target && switched?.from === target ? switched.to : target;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setSwitched(null);
        onOpenChange(open);
      }}
    >
      <DialogContent className="sm:max-w-2xl" data-testid="ask-intro-dialog">
        {target && shown && (
          <AskIntroForm
            key={shown.pathId}
            target={shown}
            onSwitch={(to) => setSwitched({ from: target, to })}
            onDone={() => {
              setSwitched(null);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** How busy the introducer is, a recent decline, and the next-best path when they are crowded (issue 28). */
function IntroducerLoadNote({ target, onSwitch }: { target: AskTarget; onSwitch: (to: AskTarget) => void }) {
  if (!target.load) return null;
  const name = target.introducer.data.name;
  const crowded = isCrowded(target.load);
  const next = crowded ? target.suggestion : null;
  return (
    <div className={crowded ? "grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" : "grid gap-2 text-sm text-muted-foreground"} data-testid="introducer-load">
      <p data-testid="introducer-open-requests">{openRequestsText(name, target.load)}</p>
      {target.load.declined_recently && (
        <p className="flex items-start gap-1.5 font-medium text-red-800" data-testid="introducer-declined">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {declinedText(name)}
        </p>
      )}
      {crowded &&
        (next ? (
          <div className="flex flex-wrap items-center gap-2" data-testid="introducer-suggestion">
            <p className="min-w-0 flex-1">
              Spread the asks: {next.introducer.data.name} is {next.strength === target.strength ? "as strong a way in" : "a stronger way in"}
              {next.strength ? ` (${next.strength})` : ""}
              {next.reason ? ` — ${next.reason}` : ""}.
            </p>
            <Button size="sm" variant="outline" onClick={() => onSwitch(next)}>
              <ArrowRightLeft aria-hidden /> Ask {next.introducer.data.name} instead
            </Button>
          </div>
        ) : (
          <p>No other introducer of comparable strength is free: ask anyway, or wait for an answer.</p>
        ))}
    </div>
  );
}

function AskIntroForm({ target, onDone, onSwitch }: { target: AskTarget; onDone: () => void; onSwitch: (to: AskTarget) => void }) {
  const user = useUserDetails();
  const create = useCreateIntro();
  const memberCompany = target.origin.origin_type === "me" ? target.origin.data.company : null;
  const [texts, setTexts] = useState(() => draftIntroTexts({ ...target, member: { name: user.data?.name ?? "", company: memberCompany } }));
  const [sent, setSent] = useState(false);
  const wording = askWording(target);
  const { teammate } = wording;
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
        <DialogDescription>{wording.description}</DialogDescription>
      </DialogHeader>
      <IntroducerLoadNote target={target} onSwitch={onSwitch} />
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="intro-ask">{wording.askLabel}</Label>
          <Textarea id="intro-ask" rows={7} value={texts.ask} maxLength={5000} onChange={(e) => setTexts((t) => ({ ...t, ask: e.target.value }))} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="intro-forwardable">{wording.noteLabel}</Label>
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
          {wording.submit}
        </Button>
      </DialogFooter>
    </>
  );
}
