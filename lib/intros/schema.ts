import { z } from "zod";
import type { WarmPath } from "@/lib/paths/types";

// Intro requests (DESIGN §12, issue 17): statuses, the moves each side may make, the payloads and
// the answer shapes. Client-safe: the dialog, the lists and the handlers share these.

export const INTRO_STATUSES = ["requested", "accepted", "declined", "intro_made", "meeting_booked", "won", "lost", "closed", "withdrawn"] as const;
export type IntroStatus = (typeof INTRO_STATUSES)[number];

/** A request still going somewhere: one per lead and introducer (a unique index holds it). */
export const OPEN_STATUSES: readonly IntroStatus[] = ["requested", "accepted", "intro_made", "meeting_booked"];

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

/** The in-product notifications a request raises (home shows each once). */
export const INTRO_NOTIFICATION_TYPES = { requested: "INTRO_REQUEST", answered: "INTRO_ANSWER", withdrawn: "INTRO_WITHDRAWN" } as const;

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

export const INTRO_MESSAGES = {
  pathNotFound: "This path is not one of the lead's warm paths",
  duplicate: "An intro request through this introducer is already open for this lead",
  notFound: "Intro request not found",
  wrongSide: "You cannot make this change to this request",
  wrongOrder: "This request cannot move to that status now",
  askRequired: "Write the message to the introducer",
  forwardableRequired: "Write the note the introducer can forward",
  tooLong: "The text must be at most 5000 characters",
} as const;

// PostgreSQL text cannot hold NUL.
const longText = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(5000, INTRO_MESSAGES.tooLong)
    .regex(/^[^\u0000]*$/, "Text may not contain NUL characters");

export const createIntroSchema = z.object({
  lead_id: z.uuid("Unknown lead"),
  path_id: z.string().trim().min(1, INTRO_MESSAGES.pathNotFound).max(200, INTRO_MESSAGES.pathNotFound),
  ask: longText(INTRO_MESSAGES.askRequired),
  forwardable: longText(INTRO_MESSAGES.forwardableRequired),
});
export type CreateIntroInput = z.infer<typeof createIntroSchema>;

export const introListQuery = z.object({
  scope: z.enum(["sent", "received"], { message: "scope is sent or received" }).optional().default("sent"),
  status: z.enum([...INTRO_STATUSES, "open"], { message: "Unknown status" }).optional(),
  lead_id: z.uuid("Unknown lead").optional(),
});
export type IntroListQuery = z.infer<typeof introListQuery>;

export const introIdQuery = z.object({ id: z.uuid("Intro request not found") });

export const updateIntroSchema = z.object({
  status: z.enum(INTRO_STATUSES, { message: "Unknown status" }),
  note: z
    .string()
    .trim()
    .max(2000, "The note must be at most 2000 characters")
    .regex(/^[^\u0000]*$/, "Text may not contain NUL characters")
    .nullish()
    .transform((v) => v ?? ""),
});
export type UpdateIntroInput = z.infer<typeof updateIntroSchema>;

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
  responder: IntroPerson | null;
  introducer: { id: string; name: string };
  target: { name: string; role: string; company: string };
  /** The path as it is now in the requester's team network; null once it no longer exists. */
  path: WarmPath | null;
  /** The moves the caller may make now. */
  next: IntroStatus[];
  history: IntroEventDto[];
  created_at: string;
  updated_at: string;
};

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
