import type { LeadRow } from "./types";
import type { BestPath, StrengthCounts } from "@/lib/paths/types";

// The pipeline's 'Best way in' (issue 28) as words: who to ask and why, and the paths beneath it.
// Pure and client-safe, so the screens and a unit test read a lead the same way.

export type BestWayIn =
  | { kind: "path"; best: BestPath; introducerId: string | null }
  /** The member knows the lead themself: no introducer needed. */
  | { kind: "direct-me" }
  /** Only a teammate knows the lead directly: ask that teammate. */
  | { kind: "direct-team" }
  | { kind: "none" };

/** The lead's latest figures, as list-leads sends them. */
export function latestFigures(lead: Partial<LeadRow>) {
  return lead.linkedin_user?.relation_metrics_target?.find((m) => m.is_latest);
}

/** The first introducer's person id, read from the path id (the path's person ids joined by '>'). */
export function firstIntroducerId(pathId: string): string | null {
  return pathId.split(">")[1] ?? null;
}

/** What the 'Best way in' cell leads with: knowing the lead oneself beats any introducer. */
export function bestWayIn(lead: Partial<LeadRow>): BestWayIn {
  const m = latestFigures(lead);
  if (!m) return { kind: "none" };
  if (m.direct_count > 0 && m.direct_start_tags.includes("Me")) return { kind: "direct-me" };
  if (m.best_path) return { kind: "path", best: m.best_path, introducerId: firstIntroducerId(m.best_path.path_id) };
  if (m.direct_count > 0) return { kind: "direct-team" };
  return { kind: "none" };
}

/**
 * '48 paths · 12 Good': the count, then the strongest band that has any paths (a lead with no Good
 * path says how many are Average, rather than '0 Good').
 */
export function pathCountsText(total: number, counts: StrengthCounts | undefined): string {
  const paths = `${total} ${total === 1 ? "path" : "paths"}`;
  if (!total || !counts) return paths;
  if (counts.good) return `${paths} · ${counts.good} Good`;
  if (counts.average) return `${paths} · ${counts.average} Average`;
  if (counts.weak) return `${paths} · ${counts.weak} Weak`;
  return paths;
}

/** The words after the count: '· 12 Good' (what pathCountsText adds to the number). */
export function pathCountsTail(total: number, counts: StrengthCounts | undefined): string {
  return pathCountsText(total, counts).slice(String(total).length);
}
