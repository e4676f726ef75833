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
  /** The member's own last e-mail or meeting with the first introducer (ISO day), when the origin is Me. */
  freshest: string | null;
  /** The longest overlap, in months, between the last introducer and the target (colleagues; classmates by years). */
  overlapMonths: number;
  /** The earliest LinkedIn connection day on the path's segments. */
  oldestConnection: string | null;
  /** The overlaps on the path's other segments (origin–introducer, introducer–introducer), in months, added up. */
  otherOverlapMonths: number;
  originType: OriginType;
  originName: string;
  introducerNames: string[];
  pathId: string;
};

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

// The order compares paths by the hundred thousand: plain loops, no spread or callback per call.
function sumOf(tags: number[]): number {
  let s = 0;
  for (let i = 0; i < tags.length; i++) s += tags[i]!;
  return s;
}

function minOf(tags: number[]): number {
  let m = Infinity;
  for (let i = 0; i < tags.length; i++) if (tags[i]! < m) m = tags[i]!;
  return m;
}

/** Later ISO day first; a path without one after every path with one. */
function laterFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a > b ? -1 : 1;
}

/** Earlier ISO day first; a path without one after every path with one. */
function earlierFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** The order's keys before names, in their sequence (lib/paths/README.md "Strength and order"). */
export const EVIDENCE_KEYS = ["score", "freshest interaction", "weakest segment", "overlap", "oldest connection", "other overlaps", "fewer segments", "Me first"] as const;

/**
 * Which evidence decides between two paths: the index in EVIDENCE_KEYS, or -1 when they are equal on
 * every key and only names and ids order them (the bench's decisiveness figure counts those).
 */
export function decidingKey(a: Orderable, b: Orderable): number {
  const sa = sumOf(a.highestTags);
  const sb = sumOf(b.highestTags);
  // Compare Σa/na with Σb/nb without floating point.
  if (sb * a.highestTags.length - sa * b.highestTags.length !== 0) return 0;
  if (laterFirst(a.freshest, b.freshest) !== 0) return 1;
  if (minOf(a.highestTags) !== minOf(b.highestTags)) return 2;
  if (a.overlapMonths !== b.overlapMonths) return 3;
  if (earlierFirst(a.oldestConnection, b.oldestConnection) !== 0) return 4;
  if (a.otherOverlapMonths !== b.otherOverlapMonths) return 5;
  if (a.highestTags.length !== b.highestTags.length) return 6;
  if ((a.originType === "me") !== (b.originType === "me")) return 7;
  return -1;
}

/**
 * The order of paths (DESIGN §6.6): score descending; then the freshest interaction on the member's
 * own first segment (the one they control); the weakest segment's strength (a chain is as warm as its
 * coldest link); the longest overlap between introducer and target; the oldest connection on the
 * path; the longer shared histories on its other segments; fewer segments; origin Me first — and only
 * then the introducers' names, the origin's name and the path id, so the order is total and pages are stable.
 */
export function comparePaths(a: Orderable, b: Orderable): number {
  const sa = sumOf(a.highestTags);
  const sb = sumOf(b.highestTags);
  const byScore = sb * a.highestTags.length - sa * b.highestTags.length;
  if (byScore !== 0) return byScore;
  const byFresh = laterFirst(a.freshest, b.freshest);
  if (byFresh !== 0) return byFresh;
  const byWeakest = minOf(b.highestTags) - minOf(a.highestTags);
  if (byWeakest !== 0) return byWeakest;
  if (a.overlapMonths !== b.overlapMonths) return b.overlapMonths - a.overlapMonths;
  const byOldest = earlierFirst(a.oldestConnection, b.oldestConnection);
  if (byOldest !== 0) return byOldest;
  if (a.otherOverlapMonths !== b.otherOverlapMonths) return b.otherOverlapMonths - a.otherOverlapMonths;
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
