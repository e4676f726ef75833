import type { IntroducerLoad, PathStrength, WarmPath } from "@/lib/paths/types";
import { CROWDED_INTRODUCER_OPEN_REQUESTS, RECENT_DECLINE_DAYS } from "./status";

// Spreading the asks (issue 28): the ask dialog says how many requests the introducer already has open
// from the team, and, when they are crowded, which path through another introducer of comparable
// strength to ask instead. Pure and client-safe: the dialog and a unit test read a load the same way.

const STRENGTH_RANK: Record<PathStrength, number> = { Good: 2, Average: 1, Weak: 0 };

export function isCrowded(load: IntroducerLoad | undefined): boolean {
  return (load?.open_requests ?? 0) >= CROWDED_INTRODUCER_OPEN_REQUESTS;
}

/** 'Zara has 3 open intro requests from your team' (or none yet). */
export function openRequestsText(introducer: string, load: IntroducerLoad | undefined): string {
  const n = load?.open_requests ?? 0;
  if (n === 0) return `${introducer} has no open intro requests from your team.`;
  return `${introducer} already has ${n} open intro ${n === 1 ? "request" : "requests"} from your team.`;
}

export function declinedText(introducer: string): string {
  return `${introducer} declined one of your intro requests in the last ${RECENT_DECLINE_DAYS} days.`;
}

/** What the suggestion weighs of a path: its id, first introducer, their load, and its strength. */
export type Ask = { pathId: string; introducerId: string; load: IntroducerLoad | undefined; strength: PathStrength };

export const askOf = (p: WarmPath): Ask => ({ pathId: p.path_id, introducerId: p.path[0]!.id, load: p.introducer_load, strength: p.strength });

/**
 * Whether `candidate` is a path to suggest instead of a crowded `current`: through another introducer
 * who is neither crowded nor declined the member lately, and of comparable strength — the same band
 * or a better one (a Weak path is no answer to a crowded Good one). The suggestion is the first such
 * path in the lead's order (lib/pipeline/paths-view.ts).
 */
export function asksInstead(current: Ask, candidate: Ask): boolean {
  return (
    candidate.pathId !== current.pathId &&
    candidate.introducerId !== current.introducerId &&
    !isCrowded(candidate.load) &&
    !candidate.load?.declined_recently &&
    STRENGTH_RANK[candidate.strength] >= STRENGTH_RANK[current.strength]
  );
}
