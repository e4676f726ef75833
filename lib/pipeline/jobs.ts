import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { refreshScubaSort, SCUBA_SORT_JOB } from "./scuba-sort-job";

// Scuba AI sort, started by POST v2/leads/scuba-sort.
registerJobHandler(SCUBA_SORT_JOB, async ({ job, progress }) => {
  const userId = String((job.payload as { userId?: string }).userId ?? job.userId);
  const leads = await refreshScubaSort(userId, (done, total) => progress(done, { total }));
  return { leads };
});
