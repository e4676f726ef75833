import "server-only";
import { furthestIntroStatuses } from "@/lib/intros/service";
import { introWentAhead } from "@/lib/intros/status";
import { enqueueJob, getLatestJob } from "@/lib/jobs/service";
import { activeLeadsForSort, writeScubaSort } from "@/lib/leads/service";
import { lastInteraction, refreshLeadMetrics, requireTeam, topNetworkNames } from "@/lib/paths/service";
import { rankLeads, scubaFactors } from "./scuba-sort";
import type { ScubaSortStatus } from "./types";

// Scuba AI sort (DESIGN §6.10) as a background job: it searches every lead of the member, far too
// much for a request, and a GET must not change state. Its factors combine the paths (lib/paths),
// the leads (lib/leads) and the intro requests that went ahead (lib/intros).

export const SCUBA_SORT_JOB = "pipeline.scuba-sort";

function sortStatusOf(job: Awaited<ReturnType<typeof getLatestJob>>): ScubaSortStatus {
  if (!job) return { job_id: null, status: null, total: 0, completed: 0, error: null };
  return { job_id: job.id, status: job.status, total: job.total, completed: job.status === "done" ? job.total : job.completed, error: job.status === "failed" ? job.error : null };
}

/** POST v2/leads/scuba-sort: queues the sort; asking again while one waits joins it. */
export async function startScubaSort(userId: string): Promise<ScubaSortStatus> {
  await requireTeam(userId);
  const job = await enqueueJob({ kind: SCUBA_SORT_JOB, userId, payload: { userId }, queueKey: `${SCUBA_SORT_JOB}:${userId}` });
  return sortStatusOf(job);
}

/** GET v2/leads/scuba-sort: the member's latest AI-sort job; the client polls it until `done`, then orders by it. */
export async function scubaSortStatus(userId: string): Promise<ScubaSortStatus> {
  return sortStatusOf(await getLatestJob(userId, SCUBA_SORT_JOB));
}

/** The job body: writes leads.scuba_sort_order (1 = first) and its factors. Returns the number of leads. */
export async function refreshScubaSort(userId: string, progress?: (done: number, total: number) => Promise<void>): Promise<number> {
  const [leads, topNames] = await Promise.all([activeLeadsForSort(userId), topNetworkNames()]);
  const intros = await furthestIntroStatuses(userId, leads.map((l) => l.leadId));
  const now = new Date();
  const scored = [];
  for (const lead of leads) {
    // Each lead's figures are refreshed on the way: the same search.
    const result = await refreshLeadMetrics({ userId, target: lead });
    // Interaction recency only from the member's own edges: a collaborator's are private (§5).
    let introducer: string | undefined;
    for (let i = 0; i < result.list.length && introducer === undefined; i++) {
      const { p } = result.list.entry(i);
      if (p.originType === "me") introducer = p.nodes[1];
    }
    const lastAt = introducer ? await lastInteraction(userId, introducer) : null;
    scored.push({
      id: lead.leadId,
      createdAt: lead.createdAt,
      factors: scubaFactors({ figures: result.summary, role: lead.role, topNames, lastAt, now, acceptedIntro: introWentAhead(intros.get(lead.leadId)) }),
    });
    if (progress && (scored.length % 10 === 0 || scored.length === leads.length)) await progress(scored.length, leads.length);
  }
  await writeScubaSort(rankLeads(scored));
  return leads.length;
}
