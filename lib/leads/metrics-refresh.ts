import "server-only";
import { listTeamMemberIds } from "@/lib/collaborators/service";
import { enqueueJob } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { refreshLeadMetrics } from "@/lib/paths/service";
import { pathTargetOf } from "./path-target";
import * as q from "./queries";

// The leads' warm-path figures (relation_metrics, DESIGN §6.7) are derived data, refreshed by jobs:
// one lead after it was added or re-pointed, and every lead of a team after the signal
// `teamNetworkChanged` (lib/jobs/signals.ts; registered in ./jobs.ts). Each lead is searched with its
// owner's team as it is at that moment, so a long refresh never works from a stale team.

export const REFRESH_LEAD_JOB = "leads.refresh-lead";

/**
 * Queues the warm-path metrics of one lead (a lead added or re-pointed): the request that changed it
 * answers at once instead of running a whole search (a CSV upload sends its rows one by one).
 * Coalesced per lead: a second change while it waits joins the queued job.
 */
export async function scheduleLeadRefresh(userId: string, leadId: string): Promise<void> {
  await enqueueJob({ kind: REFRESH_LEAD_JOB, userId, payload: { userId, leadId }, queueKey: `${REFRESH_LEAD_JOB}:${leadId}` });
}

/** The per-lead job: the lead as it is when the job runs (a lead that is gone is skipped). */
export async function refreshQueuedLead(userId: string, leadId: string): Promise<void> {
  const row = await q.findLead(userId, leadId);
  if (row) await refreshLeadMetrics({ userId, target: pathTargetOf(row.lead) });
}

/**
 * A change to one member's network changes every team it belongs to: the metrics of every active
 * lead of the member and of each of their collaborators are recomputed. Returns how many.
 */
export async function refreshTeamLeads(memberId: string, progress?: (done: number, total: number) => Promise<void>): Promise<number> {
  const leads = await q.selectActiveLeads([memberId, ...(await listTeamMemberIds(memberId))]);
  let done = 0;
  for (const lead of leads) {
    await refreshLeadMetrics({ userId: lead.userId, target: pathTargetOf(lead) });
    done++;
    if (progress && (done % 10 === 0 || done === leads.length)) await progress(done, leads.length);
  }
  log.info("leads.metrics_refreshed", { memberId, leads: leads.length });
  return leads.length;
}
