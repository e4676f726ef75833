// Why two people are linked (DESIGN §6.2, §6.4): the pure rules that turn facts into tags with
// evidence. The engine (and the test oracle) call these; no database access here. The colleague and
// alumni overlap rules live below, in lib/tags/overlap.ts, shared with the colleague-tag suggestions.
import { FALLBACK_TAG_COLOUR, SYSTEM_TAGS, calendarTag, emailTag } from "@/lib/tags/system-tags";
import { reason, plural, type Reason } from "@/lib/tags/overlap";

export type { EducationFact, ExperienceFact, Reason } from "@/lib/tags/overlap";
export { alumniReason, colleagueReason, colleagueSpans, colleaguesLinked, type ColleagueSpan } from "@/lib/tags/overlap";

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
 * The reasons of an owned edge (a connection row). `viewerOwns` is false when the edge belongs to a
 * collaborator or an extended network: their interaction counts stay private (DESIGN §5).
 */
export function ownedEdgeReasons(edge: OwnedEdgeFact, viewerOwns: boolean, ownerName: string): Reason[] {
  const out: Reason[] = [];
  const email = emailTag(edge.emailCount);
  if (email) {
    const last = edge.lastInteractionAt ? `, last in ${formatMonth(edge.lastInteractionAt)}` : "";
    out.push(reason(email, "email", viewerOwns ? `${plural(edge.emailCount, "e-mail", "e-mails")}${last}` : `e-mail contact of ${ownerName}`));
  }
  const calendar = calendarTag(edge.meetingCount);
  if (calendar) {
    const last = edge.lastInteractionAt ? `, last in ${formatMonth(edge.lastInteractionAt)}` : "";
    out.push(reason(calendar, "calendar", viewerOwns ? `${plural(edge.meetingCount, "meeting", "meetings")}${last}` : `calendar contact of ${ownerName}`));
  }
  // A connection row is a LinkedIn connection unless it only came from mail or calendar data.
  if (edge.sources.includes("linkedin") || edge.connectedOn || out.length === 0) {
    const linkedin = SYSTEM_TAGS.linkedinConnection;
    out.push(reason(linkedin, "linkedin", edge.connectedOn ? `connected on LinkedIn ${formatDay(edge.connectedOn)}` : "connected on LinkedIn"));
  }
  return out;
}

/** A tag a member applied by hand to a person of their network. */
export function manualTagReason(tag: { tag: string; colour: string | null; score: number }, ownerName: string): Reason {
  return { tag: tag.tag, colour: tag.colour || FALLBACK_TAG_COLOUR, score: tag.score, evidence: `tagged by ${ownerName}`, kind: "manual" };
}

/**
 * Co-occurrence evidence from an owner's mailbox and calendar. Counts and dates are private to
 * that owner (DESIGN §5): a teammate reads "e-mail contact of <owner>", as on an owned edge.
 */
export function coOccurrenceReasons(row: CoOccurrenceFact, viewerOwns: boolean, ownerName: string): Reason[] {
  const out: Reason[] = [];
  const last = row.lastAt ? `, last in ${formatMonth(row.lastAt)}` : "";
  const email = emailTag(row.emailThreads);
  if (email) out.push(reason(email, "email", viewerOwns ? `${plural(row.emailThreads, "e-mail thread", "e-mail threads")} together${last}` : `e-mail contact of ${ownerName}`));
  const calendar = calendarTag(row.meetings);
  if (calendar) out.push(reason(calendar, "calendar", viewerOwns ? `${plural(row.meetings, "meeting", "meetings")} together${last}` : `calendar contact of ${ownerName}`));
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
