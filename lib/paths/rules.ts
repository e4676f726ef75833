// Why two people are linked (DESIGN §6.2, §6.4): the pure rules that turn facts into tags with
// evidence. The engine (and the test oracle) call these; no database access here. The colleague and
// alumni overlap rules live below, in lib/tags/overlap.ts, shared with the colleague-tag suggestions.
import { FALLBACK_TAG_COLOUR, SYSTEM_TAGS, calendarTag, emailTag, monthsBetween } from "@/lib/tags/system-tags";
import { reason, plural, type Reason } from "@/lib/tags/overlap";

export type { EducationFact, ExperienceFact, Reason } from "@/lib/tags/overlap";
export { alumniReason, colleagueReason, colleagueSpans, colleaguesLinked, colleagueStrength, type ColleagueSpan } from "@/lib/tags/overlap";

export type OwnedEdgeFact = {
  sources: string[];
  connectedOn: string | null;
  emailCount: number;
  meetingCount: number;
  lastInteractionAt: Date | string | null;
};

export type CoOccurrenceFact = { emailThreads: number; meetings: number; lastAt: Date | string | null };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function isoDay(value: Date | string): string {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** "04 Jul 2023" */
export function formatDay(value: Date | string): string {
  const [y, m, d] = isoDay(value).split("-");
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** "March 2026" */
export function formatMonth(value: Date | string): string {
  const [y, m] = isoDay(value).split("-");
  return `${LONG_MONTHS[Number(m) - 1]} ${y}`;
}

/**
 * The reasons of an owned edge (a connection row) as of `today`: interaction tiers age with the last
 * interaction (lib/tags/system-tags.ts `tiersDropped`). `viewerOwns` is false when the edge belongs
 * to a collaborator or an extended network: their counts and dates stay private (DESIGN §5).
 */
export function ownedEdgeReasons(edge: OwnedEdgeFact, viewerOwns: boolean, ownerName: string, today: string, ownerNode?: string): Reason[] {
  const out: Reason[] = [];
  const lastDay = edge.lastInteractionAt ? isoDay(edge.lastInteractionAt) : null;
  const since = monthsBetween(lastDay, today);
  const last = lastDay ? `, last in ${formatMonth(lastDay)}` : "";
  const who = ownerNode ? { owner: ownerName, ownerNode, viewerOwns } : { owner: ownerName, viewerOwns };
  const seen = (count: number) => (viewerOwns ? { ...who, count, lastAt: lastDay } : who);
  const email = emailTag(edge.emailCount, since);
  if (email) out.push(reason(email, "email", viewerOwns ? `${plural(edge.emailCount, "e-mail", "e-mails")}${last}` : `e-mail contact of ${ownerName}`, seen(edge.emailCount)));
  const calendar = calendarTag(edge.meetingCount, since);
  if (calendar) out.push(reason(calendar, "calendar", viewerOwns ? `${plural(edge.meetingCount, "meeting", "meetings")}${last}` : `calendar contact of ${ownerName}`, seen(edge.meetingCount)));
  // A connection row is a LinkedIn connection unless it only came from mail or calendar data.
  if (edge.sources.includes("linkedin") || edge.connectedOn || out.length === 0) {
    const linkedin = SYSTEM_TAGS.linkedinConnection;
    out.push(
      reason(linkedin, "linkedin", edge.connectedOn ? `connected on LinkedIn ${formatDay(edge.connectedOn)}` : "connected on LinkedIn", {
        ...who,
        connectedOn: edge.connectedOn ? isoDay(edge.connectedOn) : null,
      }),
    );
  }
  return out;
}

/** A tag a member applied by hand to a person of their network. */
export function manualTagReason(tag: { tag: string; colour: string | null; score: number }, ownerName: string, viewerOwns = false, ownerNode?: string): Reason {
  const facts = ownerNode ? { owner: ownerName, ownerNode, viewerOwns } : { owner: ownerName, viewerOwns };
  return { tag: tag.tag, colour: tag.colour || FALLBACK_TAG_COLOUR, score: tag.score, evidence: `tagged by ${ownerName}`, kind: "manual", facts };
}

/**
 * Co-occurrence evidence from an owner's mailbox and calendar, aged like an owned edge's. Counts and
 * dates are private to that owner (DESIGN §5): a teammate reads "e-mail contact of <owner>".
 */
export function coOccurrenceReasons(row: CoOccurrenceFact, viewerOwns: boolean, ownerName: string, today: string): Reason[] {
  const out: Reason[] = [];
  const lastDay = row.lastAt ? isoDay(row.lastAt) : null;
  const since = monthsBetween(lastDay, today);
  const last = lastDay ? `, last in ${formatMonth(lastDay)}` : "";
  const seen = (count: number) => (viewerOwns ? { owner: ownerName, viewerOwns, together: true, count, lastAt: lastDay } : { owner: ownerName, viewerOwns, together: true });
  const email = emailTag(row.emailThreads, since);
  if (email) out.push(reason(email, "email", viewerOwns ? `${plural(row.emailThreads, "e-mail thread", "e-mail threads")} together${last}` : `e-mail contact of ${ownerName}`, seen(row.emailThreads)));
  const calendar = calendarTag(row.meetings, since);
  if (calendar) out.push(reason(calendar, "calendar", viewerOwns ? `${plural(row.meetings, "meeting", "meetings")} together${last}` : `calendar contact of ${ownerName}`, seen(row.meetings)));
  return out;
}

/** Merges reasons of one segment: one entry per label (the best), best score first. */
export function mergeReasons(reasons: Reason[]): Reason[] {
  const byTag = new Map<string, Reason>();
  for (const r of reasons) {
    const prev = byTag.get(r.tag);
    if (!prev || r.score > prev.score || (r.score === prev.score && r.evidence < prev.evidence)) byTag.set(r.tag, r);
  }
  return [...byTag.values()].sort((x, y) => y.score - x.score || x.tag.localeCompare(y.tag));
}
