import type { PendingRefreshes } from "@/lib/leads/types";
import type { LeadRow } from "./types";

// A lead's warm-path figures as the screens say them (issue 27 §2): counted, being counted for the
// first time, or about to change. Pure, shared by list-leads (which decides) and the screens (which
// show it and poll while it lasts).

/** Longer than any lead's first count takes; a lead without figures past it is not waited for (its job failed). */
export const FIRST_COUNT_MAX_MS = 5 * 60_000;

/** How often a screen reads its leads again while any of their figures is pending. */
export const FIGURES_POLL_MS = 2500;

/** Whether this lead's figures are about to be written: from the queue's state and the lead's own. */
export function isFiguresPending(
  lead: { id: string; createdAt: Date; hasFigures: boolean },
  pending: PendingRefreshes,
  now = Date.now(),
): boolean {
  if (pending.team || pending.leadId === lead.id) return true;
  // Leads never counted yet: their per-lead jobs wait in the queue behind the newest one.
  return !lead.hasFigures && (pending.leads || now - lead.createdAt.getTime() < FIRST_COUNT_MAX_MS);
}

export type FiguresState = "computing" | "updating" | "ready";

/** 'computing' before the first count, 'updating' while a written count is about to change. */
export function figuresState(lead: Partial<LeadRow>): FiguresState {
  if (!lead.figures_pending) return "ready";
  return lead.linkedin_user?.relation_metrics_target.some((m) => m.is_latest) ? "updating" : "computing";
}

/** The poll interval for a set of rows: while any row's figures are pending, else none. */
export function figuresPollInterval(rows: Partial<LeadRow>[] | undefined): number | false {
  return rows?.some((r) => r.figures_pending) ? FIGURES_POLL_MS : false;
}
