import type { DirectConnect, WarmPath } from "@/lib/paths/types";

// Intro requests (DESIGN §12, issue 17): statuses, the moves each side may make and the answer
// shapes. No zod here, so the pipeline's table can show a status without loading the validators.

export const INTRO_STATUSES = ["requested", "accepted", "declined", "intro_made", "meeting_booked", "won", "lost", "closed", "withdrawn"] as const;
export type IntroStatus = (typeof INTRO_STATUSES)[number];

/** A request still going somewhere: one per lead and introducer (a unique index holds it). */
export const OPEN_STATUSES: readonly IntroStatus[] = ["requested", "accepted", "intro_made", "meeting_booked"];

/**
 * Spreading the asks (issue 28): an introducer with this many open requests from the team is crowded —
 * the ask dialog suggests the next-best path through another introducer of comparable strength — and a
 * decline of one of the member's requests through them is "recent" for this many days.
 */
export const CROWDED_INTRODUCER_OPEN_REQUESTS = 3;
export const RECENT_DECLINE_DAYS = 30;


export const INTRO_STATUS_LABEL: Record<IntroStatus, string> = {
  requested: "Requested",
  accepted: "Accepted",
  declined: "Declined",
  intro_made: "Intro made",
  meeting_booked: "Meeting booked",
  won: "Won",
  lost: "Lost",
  closed: "Closed",
  withdrawn: "Withdrawn",
};

/** How far a request got, to show a lead's furthest one (a declined or withdrawn one got nowhere). */
export const INTRO_STATUS_RANK: Record<IntroStatus, number> = {
  withdrawn: 0,
  declined: 0,
  closed: 1,
  requested: 2,
  accepted: 3,
  intro_made: 4,
  meeting_booked: 5,
  lost: 6,
  won: 7,
};

export type IntroSide = "requester" | "responder";

/**
 * The moves of the state machine, and who may make them. The responder (the teammate whose contact
 * the introducer is) answers; the requester withdraws and records what followed. When the request
 * is the requester's own path (no responder) they record the answer themself.
 */
const MOVES: Record<IntroStatus, Partial<Record<IntroStatus, IntroSide>>> = {
  requested: { accepted: "responder", declined: "responder", withdrawn: "requester" },
  accepted: { intro_made: "requester", withdrawn: "requester", closed: "requester" },
  intro_made: { meeting_booked: "requester", won: "requester", lost: "requester", closed: "requester" },
  meeting_booked: { won: "requester", lost: "requester", closed: "requester" },
  declined: {},
  won: {},
  lost: {},
  closed: {},
  withdrawn: {},
};

/** Whether `side` may move a request from `from` to `to` (`selfTracked`: no responder). */
export function canMove(from: IntroStatus, to: IntroStatus, side: IntroSide, selfTracked: boolean): boolean {
  const who = MOVES[from][to];
  if (!who) return false;
  return who === side || (selfTracked && side === "requester");
}

/** The statuses `side` may move a request to next, in the order the UI offers them. */
export function nextStatuses(from: IntroStatus, side: IntroSide, selfTracked: boolean): IntroStatus[] {
  return INTRO_STATUSES.filter((to) => canMove(from, to, side, selfTracked));
}

export type IntroPerson = { id: string; name: string; email: string };

export type IntroEventDto = { status: IntroStatus; note: string; at: string; by: string | null };

/** One request as either side sees it. `path` is live: null once the path no longer exists. */
export type IntroRequestDto = {
  id: string;
  lead_id: string;
  path_id: string;
  status: IntroStatus;
  side: IntroSide;
  self_tracked: boolean;
  ask: string;
  forwardable: string;
  requester: IntroPerson;
  /** The teammate asked; null for a request the requester tracks themself, or once the teammate left. */
  responder: IntroPerson | null;
  /** The teammate asked deleted their account: the request, its moves and outcome stay the requester's. */
  responder_left: boolean;
  /** The first introducer; no id once they left with the teammate who held them, no name once the path is gone. */
  introducer: { id: string | null; name: string };
  target: { name: string; role: string; company: string };
  /** The path as it is now in the requester's team network; null once it no longer exists, or for a direct connect. */
  path: WarmPath | null;
  /** The direct connect the request rides on (the responder or a portfolio owner knows the target), as it is now; null once gone. */
  direct: DirectConnect | null;
  /** The moves the caller may make now. */
  next: IntroStatus[];
  history: IntroEventDto[];
  created_at: string;
  updated_at: string;
};

/** A request along a direct connect (`origin>target`): the responder, or a portfolio owner, knows the target and introduces. */
export function isDirectAsk(r: Pick<IntroRequestDto, "path_id">): boolean {
  return r.path_id.split(">").length === 2;
}

/** The member's request per path id, an open one over an ended one (the path row shows it). */
export function introStatusByPath(requests: readonly Pick<IntroRequestDto, "path_id" | "status">[]): Map<string, IntroStatus> {
  const map = new Map<string, IntroStatus>();
  for (const r of requests) {
    const prev = map.get(r.path_id);
    if (!prev || (OPEN_STATUSES.includes(r.status) && !OPEN_STATUSES.includes(prev))) map.set(r.path_id, r.status);
  }
  return map;
}

/** An introducer said yes (the request reached accepted or went further). */
export function introWentAhead(status: IntroStatus | undefined | null): boolean {
  return status != null && INTRO_STATUS_RANK[status] >= INTRO_STATUS_RANK.accepted;
}
