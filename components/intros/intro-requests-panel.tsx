"use client";

import { PersonLink } from "@/components/people/person-link";
import { ArrowRight } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/http/client";
import { useIntroRequests, useMoveIntro } from "@/lib/intros/hooks";
import { INTRO_NOTIFICATION_TYPES, INTRO_STATUS_LABEL, type IntroRequestDto, type IntroStatus } from "@/lib/intros/status";
import { useNotificationToasts } from "@/lib/notifications/hooks";
import { ShareTexts } from "./share-texts";

const MOVE_LABEL: Partial<Record<IntroStatus, string>> = {
  accepted: "Accept",
  declined: "Decline",
  withdrawn: "Withdraw",
  intro_made: "Intro made",
  meeting_booked: "Meeting booked",
  won: "Won",
  lost: "Lost",
  closed: "Close",
};

/**
 * Home's intro requests (issue 17): those waiting for the member's answer, and the member's own open
 * requests with the next step each can take. Nothing shows while there are none.
 */
export function IntroRequestsPanel() {
  const received = useIntroRequests({ scope: "received", status: "open" });
  const sent = useIntroRequests({ scope: "sent", status: "open" });
  // What changed since the last visit (a new request, a teammate's answer, a withdrawal), once each.
  useNotificationToasts(INTRO_NOTIFICATION_TYPES.requested);
  useNotificationToasts(INTRO_NOTIFICATION_TYPES.answered);
  useNotificationToasts(INTRO_NOTIFICATION_TYPES.withdrawn);
  if (received.isPending || sent.isPending) return null;
  if (received.isError || sent.isError) {
    return (
      <p className="text-sm text-destructive" role="alert">
        We could not load your intro requests.{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => void Promise.all([received.refetch(), sent.refetch()])}>
          Retry
        </Button>
      </p>
    );
  }
  if (!received.data.length && !sent.data.length) return null;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {received.data.length > 0 && (
        <RequestList title="Intro requests for you" description="Teammates asking you to introduce them to one of your contacts." requests={received.data} />
      )}
      {sent.data.length > 0 && <RequestList title="Your intro requests" description="Open requests, and the next step you can record." requests={sent.data} />}
    </div>
  );
}

function RequestList({ title, description, requests }: { title: string; description: string; requests: IntroRequestDto[] }) {
  return (
    <Card className="min-w-0 gap-0 py-0" aria-label={title}>
      <CardHeader className="border-b py-4">
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-0 divide-y px-0">
        {requests.map((r) => (
          <RequestRow key={r.id} request={r} />
        ))}
      </CardContent>
    </Card>
  );
}

const noSubscription = () => () => {};

/** The request an e-mail linked to (`/?intro_request=<id>`): brought into view and marked. */
function useLinkedRequest(id: string) {
  const ref = useRef<HTMLDivElement>(null);
  const linked = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get("intro_request") === id,
    () => false,
  );
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView({ block: "center" });
  }, [linked]);
  return { ref, linked };
}

function RequestRow({ request: r }: { request: IntroRequestDto }) {
  const [move, setMove] = useState<IntroStatus | null>(null);
  const [showTexts, setShowTexts] = useState(false);
  const { ref, linked } = useLinkedRequest(r.id);
  const headline =
    r.side === "responder"
      ? `${r.requester.name} asks you to introduce them to ${r.target.name}`
      : `${r.target.name}${r.responder ? ` · through ${r.responder.name}` : ""}`;
  // The responder forwards the texts once they accept; the requester holds them for a self-tracked ask.
  const canShare = (r.side === "responder" && r.status !== "requested") || (r.side === "requester" && r.self_tracked);
  return (
    // min-w-0 all the way down: a long name wraps inside the card, the status badge stays in it.
    <div
      ref={ref}
      id={`intro-request-${r.id}`}
      className={linked ? "grid min-w-0 gap-2 bg-primary/5 px-4 py-3 ring-2 ring-primary/40 ring-inset" : "grid min-w-0 gap-2 px-4 py-3"}
      data-testid="intro-request"
      data-linked={linked || undefined}
    >
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium break-words">{headline}</p>
          <PathLine request={r} />
        </div>
        <Badge variant="secondary" className="shrink-0" data-testid="intro-status">
          {INTRO_STATUS_LABEL[r.status]}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        {r.next.map((to) => (
          <Button key={to} size="sm" variant={to === "accepted" ? "default" : "outline"} onClick={() => setMove(to)}>
            {MOVE_LABEL[to] ?? INTRO_STATUS_LABEL[to]}
          </Button>
        ))}
        {canShare && (
          <Button size="sm" variant="ghost" onClick={() => setShowTexts((v) => !v)} aria-expanded={showTexts}>
            {showTexts ? "Hide the texts" : "Show the texts"}
          </Button>
        )}
      </div>
      {showTexts && <ShareTexts ask={r.ask} forwardable={r.forwardable} subject={`Introduction to ${r.target.name}?`} />}
      <MoveDialog request={r} to={move} onClose={() => setMove(null)} onMoved={(status) => status === "accepted" && setShowTexts(true)} />
    </div>
  );
}

/** origin → introducer → target as the path shows it now, or that it is gone. */
function PathLine({ request: r }: { request: IntroRequestDto }) {
  if (!r.path) return <p className="text-xs text-muted-foreground">This path is no longer available</p>;
  // Each person opens their panel (issue 28); the member's own node ('Me') is themself.
  const nodes = [r.path.origin, ...r.path.path, r.path.target];
  const names = nodes.map((n) => ({ id: n.data.alt_name === "Me" ? null : n.id, name: n.data.alt_name || n.data.name }));
  const evidence = r.path.tag.map((s) => s.details[0]?.evidence).filter(Boolean);
  return (
    <div className="text-xs text-muted-foreground">
      <p className="flex flex-wrap items-center gap-1">
        {names.map((n, i) => (
          <span key={i} className="inline-flex min-w-0 items-center gap-1 break-words">
            {i > 0 && <ArrowRight className="size-3" aria-hidden />}
            <PersonLink id={n.id} name={n.name} />
          </span>
        ))}
        <span className="ml-1">· {r.path.strength}</span>
      </p>
      {evidence.length > 0 && <p className="break-words">{evidence.join(" · ")}</p>}
    </div>
  );
}

function MoveDialog({ request, to, onClose, onMoved }: { request: IntroRequestDto; to: IntroStatus | null; onClose: () => void; onMoved: (to: IntroStatus) => void }) {
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
  return (
    <Dialog open={to !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{to ? `${MOVE_LABEL[to] ?? INTRO_STATUS_LABEL[to]}: ${request.target.name}` : ""}</DialogTitle>
          <DialogDescription>
            {to === "accepted"
              ? "You will get the ask and the note to forward, ready to send from your own mailbox."
              : to === "withdrawn"
                ? "The request ends; your teammate is told."
                : "Add a note for the record if you like."}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`intro-note-${request.id}`}>{to === "declined" ? "Reason (optional)" : "Note (optional)"}</Label>
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
