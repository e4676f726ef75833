// A pipeline list as list answers show it (spec 001 §3).
export type PipelineList = { id: string; name: string; lead_count: number };

/** What of a member's leads' figures is about to change (issue 27 §2), so a screen can say so and look again. */
export type PendingRefreshes = {
  /** A team refresh is queued or running (or the member's own import, which ends with one): every lead's figures will be recomputed. */
  team: boolean;
  /** Per-lead refreshes are still queued or running for the member. */
  leads: boolean;
  /** The lead of the member's newest per-lead refresh, while it is unfinished (a lead just added or re-pointed). */
  leadId: string | null;
};
