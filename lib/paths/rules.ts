// Why two people are linked (DESIGN §6.2, §6.4): the pure rules that turn facts into tags with
// evidence. The engine (and the test oracle) call these; no database access here.
import { FALLBACK_TAG_COLOUR, SYSTEM_TAGS, alumniTag, calendarTag, colleagueTag, emailTag, type SystemTag } from "@/lib/tags/system-tags";
import type { SegmentTagDetail } from "./types";

export type Reason = SegmentTagDetail & { kind: "linkedin" | "email" | "calendar" | "colleague" | "alumni" | "manual" };

export type ExperienceFact = {
  companyKey: string;
  company: string;
  title: string | null;
  fromDate: string | null; // YYYY-MM-DD
  toDate: string | null;
  isCurrent: boolean;
};

export type EducationFact = { schoolKey: string; school: string; fromYear: number | null; toYear: number | null };

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

function reason(tag: SystemTag, kind: Reason["kind"], evidence: string): Reason {
  return { tag: tag.tag, colour: tag.tag_colour || FALLBACK_TAG_COLOUR, score: tag.tag_score, evidence, kind };
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
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

function monthIndex(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

/** [start, end] in month indexes; an unknown start collapses to the end, an open end is today. */
function span(e: ExperienceFact, today: string): { start: number; end: number; current: boolean } {
  const current = e.isCurrent || !e.toDate;
  const end = monthIndex(current ? today : e.toDate!);
  const start = e.fromDate ? monthIndex(e.fromDate) : end;
  return { start, end, current };
}

/** An experience reduced to what decides whether two people were colleagues. */
export type ColleagueSpan = { companyKey: string; start: number; end: number; current: boolean };

// A fact's span, per fact object: the engine keeps a team's facts between searches (lib/paths/queries/
// kept.ts), and a search compares thousands of people with them; the span depends on the day.
const spans = new WeakMap<ExperienceFact, { today: string; span: ColleagueSpan }>();

function spanOf(e: ExperienceFact, today: string): ColleagueSpan {
  const hit = spans.get(e);
  if (hit && hit.today === today) return hit.span;
  const s = { companyKey: e.companyKey, ...span(e, today) };
  spans.set(e, { today, span: s });
  return s;
}

export function colleagueSpans(facts: ExperienceFact[], today: string): ColleagueSpan[] {
  const out: ColleagueSpan[] = [];
  for (const e of facts) if (e.companyKey) out.push(spanOf(e, today));
  return out;
}

/**
 * Whether `colleagueReason` finds a reason, without building it: a neighbourhood at a large
 * company has hundreds of thousands of colleague pairs, and only those on a path need their words.
 */
export function colleaguesLinked(a: ColleagueSpan[], b: ColleagueSpan[]): boolean {
  for (const sa of a) {
    for (const sb of b) {
      if (sa.companyKey !== sb.companyKey) continue;
      const start = Math.max(sa.start, sb.start);
      const end = Math.min(sa.end, sb.end);
      if (start > end) continue;
      if ((sa.current && sb.current) || end - start > 0) return true;
    }
  }
  return false;
}

/**
 * The best colleague reason between two people: same company key with overlapping dates. Both
 * current → current colleague; otherwise the overlap in months picks the former-colleague tier.
 */
export function colleagueReason(a: ExperienceFact[], b: ExperienceFact[], today: string): Reason | null {
  // Every overlapping pair is a candidate; the best wins by score, then overlap, then evidence text,
  // so the result does not depend on which side is `a`.
  let best: { r: Reason; months: number } | null = null;
  for (const ea of a) {
    if (!ea.companyKey) continue;
    for (const eb of b) {
      if (eb.companyKey !== ea.companyKey) continue;
      const sa = span(ea, today);
      const sb = span(eb, today);
      const start = Math.max(sa.start, sb.start);
      const end = Math.min(sa.end, sb.end);
      if (start > end) continue;
      const months = end - start;
      const both = sa.current && sb.current;
      const tag = colleagueTag(months, both);
      if (!tag) continue;
      const company = ea.company <= eb.company ? ea.company : eb.company;
      const from = Math.floor(start / 12);
      const to = Math.floor(end / 12);
      const evidence = both
        ? months > 0
          ? `work together at ${company} since ${from}, ${plural(months, "month", "months")}`
          : `both work at ${company} now`
        : `worked together at ${company}, ${from === to ? from : `${from}–${to}`}, ${plural(months, "month", "months")}`;
      const r = reason(tag, "colleague", evidence);
      if (!best || better(r, months, best.r, best.months)) best = { r, months };
    }
  }
  return best?.r ?? null;
}

function better(r: Reason, n: number, prev: Reason, prevN: number): boolean {
  if (r.score !== prev.score) return r.score > prev.score;
  if (n !== prevN) return n > prevN;
  return r.evidence < prev.evidence;
}

/** Same school key with overlapping years (a shared boundary year counts; more makes classmates). */
export function alumniReason(a: EducationFact[], b: EducationFact[]): Reason | null {
  let best: { r: Reason; years: number } | null = null;
  for (const ea of a) {
    if (!ea.schoolKey) continue;
    for (const eb of b) {
      if (eb.schoolKey !== ea.schoolKey) continue;
      const ra = yearSpan(ea);
      const rb = yearSpan(eb);
      if (!ra || !rb) continue;
      const start = Math.max(ra[0], rb[0]);
      const end = Math.min(ra[1], rb[1]);
      if (start > end) continue;
      const school = ea.school <= eb.school ? ea.school : eb.school;
      const years = start === end ? `${start}` : `${start}–${end}`;
      const r = reason(alumniTag(end - start), "alumni", `studied at ${school} together, ${years}`);
      if (!best || better(r, end - start, best.r, best.years)) best = { r, years: end - start };
    }
  }
  return best?.r ?? null;
}

function yearSpan(e: EducationFact): [number, number] | null {
  const from = e.fromYear ?? e.toYear;
  const to = e.toYear ?? e.fromYear;
  if (from == null || to == null) return null;
  return from <= to ? [from, to] : [to, from];
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
