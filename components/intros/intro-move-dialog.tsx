"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/http/client";
import { useMoveIntro } from "@/lib/intros/hooks";
import { INTRO_STATUS_LABEL, isDirectAsk, type IntroRequestDto, type IntroStatus } from "@/lib/intros/status";

export const MOVE_LABEL: Partial<Record<IntroStatus, string>> = {
  accepted: "Accept",
  declined: "Decline",
  withdrawn: "Withdraw",
  intro_made: "Intro made",
  meeting_booked: "Meeting booked",
  won: "Won",
  lost: "Lost",
  closed: "Close",
};

/** What accepting hands the teammate: the note alone when they were asked themself, else both texts. */
function acceptText(request: IntroRequestDto): string {
  return isDirectAsk(request)
    ? `You will get the note to forward to ${request.target.name || "the lead"}, ready to send from your own mailbox.`
    : "You will get the ask and the note to forward, ready to send from your own mailbox.";
}

/** One move of a request, with a note the other side reads (a decline's reason). */
export function IntroMoveDialog({ request, to, onClose, onMoved }: { request: IntroRequestDto; to: IntroStatus | null; onClose: () => void; onMoved: (to: IntroStatus) => void }) {
  const moveIntro = useMoveIntro();
  const [note, setNote] = useState("");
  const destructive = to === "declined" || to === "withdrawn";
  async function confirm() {
    if (!to) return;
    try {
      await moveIntro.mutateAsync({ id: request.id, status: to, note });
      toast.success(`Marked as ${INTRO_STATUS_LABEL[to].toLowerCase()}`);
      setNote("");
      onMoved(to);
      onClose();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }
  const answering = to === "accepted" || to === "declined";
  return (
    <Dialog open={to !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{to ? `${MOVE_LABEL[to] ?? INTRO_STATUS_LABEL[to]}: ${request.target.name}` : ""}</DialogTitle>
          <DialogDescription>
            {to === "accepted"
              ? acceptText(request)
              : to === "withdrawn"
                ? "The request ends; your teammate is told."
                : answering
                  ? `${request.requester.name} is told, with your note.`
                  : "Add a note for the record if you like."}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`intro-note-${request.id}`}>
            {to === "declined" ? "Reason (optional)" : answering ? `Note to ${request.requester.name} (optional)` : "Note (optional)"}
          </Label>
          <Textarea id={`intro-note-${request.id}`} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={destructive ? "destructive" : "default"} onClick={confirm} disabled={moveIntro.isPending}>
            {to ? (MOVE_LABEL[to] ?? INTRO_STATUS_LABEL[to]) : ""}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
