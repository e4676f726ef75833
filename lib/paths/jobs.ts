import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { REFRESH_LEAD_JOB, REFRESH_METRICS_JOB, refreshQueuedLead, refreshScubaSort, runMetricsRefresh, SCUBA_SORT_JOB } from "./service";

// Background refresh of relation_metrics after network, tag, team or lead changes (DESIGN §6.7).
registerJobHandler(REFRESH_METRICS_JOB, async ({ job, progress }) => {
  const userId = String((job.payload as { userId?: string }).userId ?? job.userId);
  const leads = await runMetricsRefresh(userId, (done, total) => progress(done, { total }));
  return { leads };
});

// One lead's metrics, after it was added or its target changed.
registerJobHandler(REFRESH_LEAD_JOB, async ({ job }) => {
  const { userId, leadId } = job.payload as { userId: string; leadId: string };
  await refreshQueuedLead(userId, leadId);
  return { leadId };
});

// Scuba AI sort, started by POST v2/leads/scuba-sort.
registerJobHandler(SCUBA_SORT_JOB, async ({ job, progress }) => {
  const userId = String((job.payload as { userId?: string }).userId ?? job.userId);
  const leads = await refreshScubaSort(userId, (done, total) => progress(done, { total }));
  return { leads };
});
