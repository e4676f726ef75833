import { colleagueTag, SYSTEM_TAGS, type SystemTag } from "./system-tags";

// Suggested colleague tags from overlapping experience at one company (pure rules).

export type Stint = { company: string; companyKey: string; fromDate: string | null; toDate: string | null; isCurrent: boolean };

const TODAY = () => new Date().toISOString().slice(0, 10);

function months(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

function year(d: string | null) {
  return d ? d.slice(0, 4) : "";
}

/** Months two stints overlap; null when a start date is unknown. */
export function overlapMonths(a: Stint, b: Stint, today = TODAY()): number | null {
  if (!a.fromDate || !b.fromDate) return null;
  const start = a.fromDate > b.fromDate ? a.fromDate : b.fromDate;
  const aEnd = a.isCurrent || !a.toDate ? today : a.toDate;
  const bEnd = b.isCurrent || !b.toDate ? today : b.toDate;
  const end = aEnd < bEnd ? aEnd : bEnd;
  return end < start ? 0 : Math.max(1, months(start, end));
}

/** The colleague tag to suggest, with its evidence, or null when the stints did not overlap. */
export function colleagueSuggestion(own: Stint, other: Stint, today = TODAY()): { tag: SystemTag; evidence: string } | null {
  if (!own.companyKey || own.companyKey !== other.companyKey) return null;
  if (own.isCurrent && other.isCurrent) return { tag: SYSTEM_TAGS.currentColleague, evidence: `both work at ${own.company} now` };
  const overlap = overlapMonths(own, other, today);
  if (overlap === null) {
    // Connections.csv gives a connection's current company without dates: they may have overlapped.
    if (other.isCurrent && !other.fromDate) {
      return { tag: SYSTEM_TAGS.formerColleague, evidence: `you worked at ${own.company} (${year(own.fromDate)}–${year(own.toDate)}); they work there now` };
    }
    return null;
  }
  const tag = colleagueTag(overlap, false);
  if (!tag) return null;
  const from = own.fromDate! > other.fromDate! ? own.fromDate! : other.fromDate!;
  return { tag, evidence: `worked together at ${own.company}, ${year(from)}–${year(own.toDate ?? today)}, ${overlap} months` };
}
