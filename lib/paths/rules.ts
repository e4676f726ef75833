// Why two people are linked (DESIGN §6.2, §6.4): the pure rules that turn facts into tags with
// evidence. The engine (and the test oracle) call these; no database access here. The colleague and
// alumni overlap rules live below, in lib/tags/overlap.ts, shared with the colleague-tag suggestions.
import { FALLBACK_TAG_COLOUR, SYSTEM_TAGS, calendarTag, emailTag, monthsBetween, type SystemTag } from "@/lib/tags/system-tags";
import { reason, plural, type Reason } from "@/lib/tags/overlap";

export type { EducationFact, ExperienceFact, Reason } from "@/lib/tags/overlap";
export { alumniBound, alumniReason, alumniStrength, colleagueReason, colleagueSpans, colleaguesLinked, colleagueStrength, type ColleagueSpan } from "@/lib/tags/overlap";

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
  const day = isoDay(value);
  return `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** "March 2026" */
export function formatMonth(value: Date | string): string {
  const day = isoDay(value);
  return `${LONG_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/**
 * The tags an owned edge (a connection row) carries as of `today`, before any words: interaction
 * tiers age with the last interaction (lib/tags/system-tags.ts `tiersDropped`); a connection row is
 * a LinkedIn connection unless it only came from mail or calendar data.
 */
export function ownedEdgeTags(edge: OwnedEdgeFact, today: string) {
  const lastDay = edge.lastInteractionAt ? isoDay(edge.lastInteractionAt) : null;
  const since = monthsBetween(lastDay, today);
  const email = emailTag(edge.emailCount, since);
  const calendar = calendarTag(edge.meetingCount, since);
  const linkedin = edge.sources.includes("linkedin") || Boolean(edge.connectedOn) || (!email && !calendar);
  return { lastDay, email, calendar, linkedin };
}

/**
 * What the order of paths (DESIGN §6.6) reads of one segment's merged reasons, none of it words: a
 * lead at a large company has tens of thousands of paths, and its page shows 8.
 */
export type SegmentOrder = {
  /** The highest tag (0 for none). */
  best: number;
  /** The longest shared history in months (colleagues; classmates by years × 12). */
  overlap: number;
  /** The earliest LinkedIn connection day. */
  oldest: string | null;
  /** The latest e-mail or meeting the viewing member had themselves (a teammate's are private). */
  freshest: string | null;
};

/** The same and what the filters read: the tags' labels, in the merged reasons' order (best score first, then by label). */
export type SegmentKeys = SegmentOrder & { labels: string[] };

/** The longest shared history on a segment, in months (colleagues; classmates by years × 12). */
export function overlapOf(segment: Reason[]): number {
  let months = 0;
  for (const r of segment) if ((r.kind === "colleague" || r.kind === "alumni") && (r.facts?.months ?? 0) > months) months = r.facts!.months!;
  return months;
}

/** The earliest LinkedIn connection day on a segment, or `than` when it is earlier. */
export function oldestOf(segment: Reason[], than: string | null): string | null {
  let oldest = than;
  for (const r of segment) {
    const on = r.kind === "linkedin" ? r.facts?.connectedOn : null;
    if (on && (oldest === null || on < oldest)) oldest = on;
  }
  return oldest;
}

/** The latest e-mail or meeting on a segment that the viewing member had themselves. */
export function freshestOf(segment: Reason[]): string | null {
  let freshest: string | null = null;
  for (const r of segment) {
    const at = (r.kind === "email" || r.kind === "calendar") && r.facts?.viewerOwns ? (r.facts.lastAt ?? null) : null;
    if (at && (freshest === null || at > freshest)) freshest = at;
  }
  return freshest;
}

/** What the order reads of a segment, from its merged reasons (`mergeReasons`). */
export function segmentOrder(merged: Reason[]): SegmentOrder {
  let best = 0;
  for (const r of merged) best = Math.max(best, r.score);
  return { best, overlap: overlapOf(merged), oldest: oldestOf(merged, null), freshest: freshestOf(merged) };
}

/** A segment's keys and labels from its merged reasons. */
export function segmentKeys(merged: Reason[]): SegmentKeys {
  return { ...segmentOrder(merged), labels: merged.map((r) => r.tag) };
}

/** The keys of an owned edge's reasons (`segmentKeys(mergeReasons(ownedEdgeReasons(…)))`) without wording them. */
export function ownedEdgeKeys(edge: OwnedEdgeFact, viewerOwns: boolean, today: string): SegmentKeys {
  const { lastDay, email, calendar, linkedin } = ownedEdgeTags(edge, today);
  const labels = labelsOf(email, calendar, linkedin ? SYSTEM_TAGS.linkedinConnection : null);
  return {
    best: labels.best,
    overlap: 0,
    oldest: linkedin && edge.connectedOn ? isoDay(edge.connectedOn) : null,
    freshest: viewerOwns && (email || calendar) ? lastDay : null,
    labels: labels.list,
  };
}

// An owned edge's labels for each combination of its (at most three) tags, made once: a company map
// keys thousands of edges, of a handful of combinations. Shared: nothing writes a key's labels.
const LABELS = new Map<SystemTag | null, Map<SystemTag | null, Map<SystemTag | null, { best: number; list: string[] }>>>();

function labelsOf(email: SystemTag | null, calendar: SystemTag | null, linkedin: SystemTag | null): { best: number; list: string[] } {
  let byCalendar = LABELS.get(email);
  if (!byCalendar) LABELS.set(email, (byCalendar = new Map()));
  let byLinkedin = byCalendar.get(calendar);
  if (!byLinkedin) byCalendar.set(calendar, (byLinkedin = new Map()));
  let labels = byLinkedin.get(linkedin);
  if (!labels) {
    const tags = [email, calendar, linkedin].filter((t) => t !== null);
    // The merged order (`mergeReasons`); the three labels are distinct, so nothing merges.
    tags.sort((x, y) => y.tag_score - x.tag_score || x.tag.localeCompare(y.tag));
    byLinkedin.set(linkedin, (labels = { best: tags.length ? tags[0]!.tag_score : 0, list: tags.map((t) => t.tag) }));
  }
  return labels;
}

/** The best score among an owned edge's reasons, without wording them (the highest tag of `ownedEdgeReasons`). */
export function ownedEdgeScore(edge: OwnedEdgeFact, today: string): number {
  const { email, calendar, linkedin } = ownedEdgeTags(edge, today);
  return Math.max(email?.tag_score ?? 0, calendar?.tag_score ?? 0, linkedin ? SYSTEM_TAGS.linkedinConnection.tag_score : 0);
}

/**
 * The reasons of an owned edge (a connection row) as of `today` (`ownedEdgeTags`). `viewerOwns` is
 * false when the edge belongs to a collaborator or an extended network: their counts and dates stay
 * private (DESIGN §5).
 */
export function ownedEdgeReasons(edge: OwnedEdgeFact, viewerOwns: boolean, ownerName: string, today: string, ownerNode?: string): Reason[] {
  const out: Reason[] = [];
  const { lastDay, email, calendar, linkedin } = ownedEdgeTags(edge, today);
  const last = lastDay ? `, last in ${formatMonth(lastDay)}` : "";
  const who = ownerNode ? { owner: ownerName, ownerNode, viewerOwns } : { owner: ownerName, viewerOwns };
  if (email) {
    const evidence = viewerOwns ? `${plural(edge.emailCount, "e-mail", "e-mails")}${last}` : `e-mail contact of ${ownerName}`;
    out.push(reason(email, "email", evidence, viewerOwns ? { ...who, count: edge.emailCount, lastAt: lastDay } : who));
  }
  if (calendar) {
    const evidence = viewerOwns ? `${plural(edge.meetingCount, "meeting", "meetings")}${last}` : `calendar contact of ${ownerName}`;
    out.push(reason(calendar, "calendar", evidence, viewerOwns ? { ...who, count: edge.meetingCount, lastAt: lastDay } : who));
  }
  if (linkedin) {
    const connectedOn = edge.connectedOn ? isoDay(edge.connectedOn) : null;
    out.push(reason(SYSTEM_TAGS.linkedinConnection, "linkedin", connectedOn ? `connected on LinkedIn ${formatDay(connectedOn)}` : "connected on LinkedIn", { ...who, connectedOn }));
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
