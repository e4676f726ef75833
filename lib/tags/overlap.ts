// Whether two people overlapped at a company or a school, and in which words (DESIGN §6.2, §6.4):
// the pure colleague and alumni rules. One module for both rooms that judge it — the warm-path
// engine (lib/paths, above) and the colleague-tag suggestions (this room) — so a suggestion and a
// path never disagree. No database access here.
import { FALLBACK_TAG_COLOUR, alumniTag, colleagueTag, type SystemTag } from "./system-tags";

/**
 * A relationship tag with the evidence a person can check, the kind of fact it comes from, and what
 * the order of paths and their one-line reason read of it (`facts`: never shown as such).
 */
export type Reason = {
  tag: string;
  colour: string;
  score: number;
  evidence: string;
  kind: "linkedin" | "email" | "calendar" | "colleague" | "alumni" | "manual";
  facts?: ReasonFacts;
};

export type ReasonFacts = {
  /** The owner of the evidence, their node when it is an end of the edge, and whether it is the viewing member (a teammate's counts and dates stay private). */
  owner?: string;
  ownerNode?: string;
  viewerOwns?: boolean;
  /** E-mails or meetings, and the last one (ISO day), when the viewer owns them. */
  count?: number;
  lastAt?: string | null;
  /** A co-occurrence: the two people met or wrote together with the owner. */
  together?: boolean;
  /** The LinkedIn connection's day. */
  connectedOn?: string | null;
  /** Colleagues or classmates: where, the overlap in months (classmates: shared years × 12), its years. */
  place?: string;
  months?: number;
  from?: number;
  to?: number;
  bothCurrent?: boolean;
};

export type ExperienceFact = {
  companyKey: string;
  company: string;
  title: string | null;
  fromDate: string | null; // YYYY-MM-DD
  toDate: string | null;
  isCurrent: boolean;
};

export type EducationFact = { schoolKey: string; school: string; fromYear: number | null; toYear: number | null };

export function reason(tag: SystemTag, kind: Reason["kind"], evidence: string, facts?: ReasonFacts): Reason {
  return { tag: tag.tag, colour: tag.tag_colour || FALLBACK_TAG_COLOUR, score: tag.tag_score, evidence, kind, ...(facts ? { facts } : {}) };
}

export function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
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

/** A span with the day it was worked out for (an open end is that day). */
type DaySpan = ColleagueSpan & { today: string };

// A fact's span, per fact object: the warm-path engine keeps a team's facts between searches, and a
// search compares thousands of people with them; the span depends on the day. One object per fact
// (a company map works out 10,000 at once).
const spans = new WeakMap<ExperienceFact, DaySpan>();

function spanOf(e: ExperienceFact, today: string): ColleagueSpan {
  const hit = spans.get(e);
  if (hit && hit.today === today) return hit;
  const { start, end, current } = span(e, today);
  const s: DaySpan = { companyKey: e.companyKey, start, end, current, today };
  spans.set(e, s);
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
 * The score, overlap months and label of the reason `colleagueReason` would give, without its words: a
 * company map compares one person with thousands of colleagues, and words only the best.
 */
export function colleagueStrength(a: ColleagueSpan[], b: ColleagueSpan[]): { score: number; months: number; tag: string } | null {
  let best: { score: number; months: number; tag: string } | null = null;
  for (const sa of a) {
    for (const sb of b) {
      if (sa.companyKey !== sb.companyKey) continue;
      const start = Math.max(sa.start, sb.start);
      const end = Math.min(sa.end, sb.end);
      if (start > end) continue;
      const months = end - start;
      const tag = colleagueTag(months, sa.current && sb.current);
      if (!tag) continue;
      // The same choice as colleagueReason's: score, then overlap (its words decide only between equals).
      if (!best || tag.tag_score > best.score || (tag.tag_score === best.score && months > best.months)) best = { score: tag.tag_score, months, tag: tag.tag };
    }
  }
  return best;
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
      const r = reason(tag, "colleague", evidence, { place: company, months, from, to, bothCurrent: both });
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

/** Each pair of the two people's schools with the same key and overlapping years: the years they shared. */
function eachSchoolOverlap(a: EducationFact[], b: EducationFact[], visit: (ea: EducationFact, eb: EducationFact, start: number, end: number) => void): void {
  for (const ea of a) {
    if (!ea.schoolKey) continue;
    for (const eb of b) {
      if (eb.schoolKey !== ea.schoolKey) continue;
      const ra = yearSpan(ea);
      const rb = yearSpan(eb);
      if (!ra || !rb) continue;
      const start = Math.max(ra[0], rb[0]);
      const end = Math.min(ra[1], rb[1]);
      if (start <= end) visit(ea, eb, start, end);
    }
  }
}

/** Same school key with overlapping years (a shared boundary year counts; more makes classmates). */
export function alumniReason(a: EducationFact[], b: EducationFact[]): Reason | null {
  // Assigned in the visitor, which the compiler does not follow: typed by assertion.
  let best = null as { r: Reason; years: number } | null;
  eachSchoolOverlap(a, b, (ea, eb, start, end) => {
    const school = ea.school <= eb.school ? ea.school : eb.school;
    const years = start === end ? `${start}` : `${start}–${end}`;
    const r = reason(alumniTag(end - start), "alumni", `studied at ${school} together, ${years}`, { place: school, months: (end - start) * 12, from: start, to: end });
    if (!best || better(r, end - start, best.r, best.years)) best = { r, years: end - start };
  });
  return best?.r ?? null;
}

/**
 * The score and overlap months of the reason `alumniReason` would give, without its words: a company
 * map compares one person with the hundreds who went to their schools, and words only the best.
 */
export function alumniStrength(a: EducationFact[], b: EducationFact[]): { score: number; months: number } | null {
  let best = null as { score: number; years: number } | null;
  eachSchoolOverlap(a, b, (_ea, _eb, start, end) => {
    const years = end - start;
    const score = alumniTag(years).tag_score;
    // The same choice as alumniReason's: score, then years (its words decide only between equals).
    if (!best || score > best.score || (score === best.score && years > best.years)) best = { score, years };
  });
  return best && { score: best.score, months: best.years * 12 };
}

/** The most `alumniStrength` can answer for someone with these schools, whoever the other is: their own years at one. */
export function alumniBound(edus: EducationFact[]): { score: number; months: number } | null {
  let years = -1;
  for (const e of edus) {
    const span = e.schoolKey ? yearSpan(e) : null;
    if (span && span[1] - span[0] > years) years = span[1] - span[0];
  }
  return years < 0 ? null : { score: alumniTag(years).tag_score, months: years * 12 };
}

/** A school's years, first and last (one given stands for both); null when neither is. */
export function yearSpan(e: EducationFact): [number, number] | null {
  const from = e.fromYear ?? e.toYear;
  const to = e.toYear ?? e.fromYear;
  if (from == null || to == null) return null;
  return from <= to ? [from, to] : [to, from];
}
