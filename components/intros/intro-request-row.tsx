"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { requestHeadline, requestNotes, requestTexts } from "@/lib/intros/request-wording";
import { INTRO_STATUS_LABEL, type IntroRequestDto, type IntroStatus } from "@/lib/intros/status";
import { IntroMoveDialog, MOVE_LABEL } from "./intro-move-dialog";
import { IntroPathLine } from "./intro-path-line";
import { ShareTexts } from "./share-texts";

const noSubscription = () => () => {};

/** The request an e-mail or an alert linked to (`/?intro_request=<id>`): brought into view and marked. */
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

/** The notes the request's people wrote with their moves ('Bea Teammate · Accepted: happy to'). */
function IntroNotes({ request }: { request: IntroRequestDto }) {
  const notes = requestNotes(request);
  if (!notes.length) return null;
  return (
    <ul className="grid gap-1 text-xs" data-testid="intro-notes">
      {notes.map((n, i) => (
        <li key={i} className="break-words">
          <span className="font-medium">
            {n.by} · {n.status}:
          </span>{" "}
          <span className="text-muted-foreground">{n.note}</span>
        </li>
      ))}
    </ul>
  );
}

/** One request: who asks whom for what, the path as it is now, the notes, the texts and the next moves. */
export function IntroRequestRow({ request: r }: { request: IntroRequestDto }) {
  const [move, setMove] = useState<IntroStatus | null>(null);
  const texts = requestTexts(r);
  // A request waiting for the member's answer opens with the requester's texts in view.
  const [showTexts, setShowTexts] = useState(r.side === "responder" && r.status === "requested");
  const { ref, linked } = useLinkedRequest(r.id);
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
          <p className="text-sm font-medium break-words">{requestHeadline(r)}</p>
          <IntroPathLine request={r} />
        </div>
        <Badge variant="secondary" className="shrink-0" data-testid="intro-status">
          {INTRO_STATUS_LABEL[r.status]}
        </Badge>
      </div>
      <IntroNotes request={r} />
      <div className="flex flex-wrap gap-2">
        {r.next.map((to) => (
          <Button key={to} size="sm" variant={to === "accepted" ? "default" : "outline"} onClick={() => setMove(to)}>
            {MOVE_LABEL[to] ?? INTRO_STATUS_LABEL[to]}
          </Button>
        ))}
        {texts && (
          <Button size="sm" variant="ghost" onClick={() => setShowTexts((v) => !v)} aria-expanded={showTexts}>
            {showTexts ? "Hide the texts" : "Show the texts"}
          </Button>
        )}
      </div>
      {showTexts && texts && <ShareTexts ask={r.ask} forwardable={r.forwardable} {...texts} />}
      <IntroMoveDialog request={r} to={move} onClose={() => setMove(null)} onMoved={(status) => status === "accepted" && setShowTexts(true)} />
    </div>
  );
}
