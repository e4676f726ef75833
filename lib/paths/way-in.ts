import type { BestPath } from "@/lib/db/schema";

// When a refresh opens a way in (issue 29): the rule that decides an alert, pure so it is tested
// alone. Compared: the lead's best path before the refresh and after it. Bands rank Weak < Average <
// Good; a path is "better" when its band is higher, or when it is another path (other people) of the
// same band with a higher score — a new way in, not the same one whose evidence grew. A lead never
// computed before (just added) raises nothing: its paths are what the member is looking at.

const BAND_RANK = { Weak: 1, Average: 2, Good: 3 } as const;

export type WayInBefore = { bestPath: BestPath | null } | null;

export function wayInOpened(before: WayInBefore, after: BestPath | null): boolean {
  if (!before || !after) return false;
  const prev = before.bestPath;
  if (!prev) return true;
  const up = BAND_RANK[after.strength] - BAND_RANK[prev.strength];
  if (up !== 0) return up > 0;
  return after.path_id !== prev.path_id && after.score > prev.score;
}

/** 'New warm path to Sara Novak via Zara Ali (Good)': the target, the first introducer, the band. */
export function wayInMessage(targetName: string, best: BestPath): string {
  const via = best.introducers[0]?.name;
  return `New warm path to ${targetName || "your lead"}${via ? ` via ${via}` : ""} (${best.strength})`;
}

/** One alert per lead and day (UTC): the notification's dedupe key. */
export function wayInKey(leadId: string, now: Date): string {
  return `warm-path:${leadId}:${now.toISOString().slice(0, 10)}`;
}
