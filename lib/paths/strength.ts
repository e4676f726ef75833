// Path strength (DESIGN §6.5, spec 001 §4) and the deterministic order (DESIGN §6.6). Pure.
import type { OriginType, PathStrength } from "./types";

/** The best tag score a segment can have: `highest` = MAX_TAG_SCORE × segments. */
export const MAX_TAG_SCORE = 10;

export function highestFor(segments: number): number {
  return MAX_TAG_SCORE * segments;
}

/** The exact score 0–100: 100 × Σ highest_tag / highest. */
export function rawScore(highestTags: number[]): number {
  return (100 * highestTags.reduce((s, n) => s + n, 0)) / highestFor(highestTags.length);
}

/** Good above 75, Average above 50, otherwise Weak. */
export function strengthOf(score: number): PathStrength {
  if (score > 75) return "Good";
  if (score > 50) return "Average";
  return "Weak";
}

export type Orderable = {
  highestTags: number[];
  originType: OriginType;
  originName: string;
  introducerNames: string[];
  pathId: string;
};

function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Score descending; then fewer segments; then origin Me first; then introducer name. Further ties
 * (same score, shape and introducer) fall back to the origin's name and the path id, so the order
 * is total and pages are stable.
 */
export function comparePaths(a: Orderable, b: Orderable): number {
  const sa = a.highestTags.reduce((s, n) => s + n, 0);
  const sb = b.highestTags.reduce((s, n) => s + n, 0);
  // Compare Σa/na with Σb/nb without floating point.
  const byScore = sb * a.highestTags.length - sa * b.highestTags.length;
  if (byScore !== 0) return byScore;
  if (a.highestTags.length !== b.highestTags.length) return a.highestTags.length - b.highestTags.length;
  const meA = a.originType === "me" ? 0 : 1;
  const meB = b.originType === "me" ? 0 : 1;
  if (meA !== meB) return meA - meB;
  for (let i = 0; i < Math.max(a.introducerNames.length, b.introducerNames.length); i++) {
    const c = compareText(a.introducerNames[i] ?? "", b.introducerNames[i] ?? "");
    if (c !== 0) return c;
  }
  const byOrigin = compareText(a.originName, b.originName);
  if (byOrigin !== 0) return byOrigin;
  return a.pathId < b.pathId ? -1 : a.pathId > b.pathId ? 1 : 0;
}
