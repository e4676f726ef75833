import type { AskTarget } from "@/components/intros/ask-intro-dialog";
import type { LeadRow } from "@/lib/pipeline/types";
import type { DirectConnect, LeadTarget, WarmPath } from "@/lib/paths/types";

// What the pipeline detail page says about a lead and its paths (spec 001 §2). Pure, so a unit test
// reads them as the page does.

/**
 * Who the page is about: the opened paths' target, else the lead's own row (known even when
 * opening the lead is refused for want of credits).
 */
export function leadIdentity(target: LeadTarget | undefined, row: Partial<LeadRow> | null | undefined) {
  return {
    name: target?.name ?? row?.name ?? "",
    role: target?.role ?? row?.role ?? "",
    company: target?.company ?? row?.company ?? "",
    profileUrl: target?.linkedin_url ?? row?.linkedin_url ?? null,
    picture: target?.profile ?? row?.linkedin_user?.profile,
    /** The person behind the lead (their panel), once the paths are opened; null for a lead typed by name only. */
    personId: target?.person_id ?? null,
  };
}
export type LeadIdentity = ReturnType<typeof leadIdentity>;

/** The heading over all the paths: their count once opened, else the lead's name while it opens. */
export function pathsHeading(opened: number | undefined, name: string): string {
  if (opened !== undefined) return `${opened} warm paths to reach ${name}`;
  return name ? `Warm paths to reach ${name}` : "Warm paths";
}

/** 'Ask for an intro' on a teammate's or portfolio owner's direct connect: the origin knows the target, so it is its own introducer. */
export function askForDirect(leadId: string, d: DirectConnect): AskTarget {
  return {
    leadId,
    pathId: `${d.origin.id}>${d.target.id}`,
    origin: d.origin,
    introducer: d.origin,
    target: d.target,
    toIntroducer: undefined,
    toTarget: d.segment,
    load: d.introducer_load,
    reason: d.reason,
  };
}

/**
 * 'Ask for an intro' on a warm path: through its first introducer, with how busy they are and, when
 * they are crowded, the next-best path through someone else — the one the server found among all
 * the lead's paths (`next_best`, lib/pipeline/paths-view.ts).
 */
export function askForPath(leadId: string, p: WarmPath): AskTarget {
  const next = p.next_best;
  return {
    leadId,
    pathId: p.path_id,
    origin: p.origin,
    introducer: p.path[0]!,
    target: p.target,
    toIntroducer: p.tag[0],
    toTarget: p.tag[p.tag.length - 1],
    // A 2-introducer path: the first introducer knows the second, who knows the target.
    ...(p.path.length === 2 ? { second: p.path[1]!, toSecond: p.tag[1] } : {}),
    load: p.introducer_load,
    strength: p.strength,
    reason: p.reason,
    suggestion: next ? askForPath(leadId, next) : null,
  };
}
