import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { REFRESH_METRICS_JOB, runMetricsRefresh } from "./service";

// Background refresh of relation_metrics after network, tag, team or lead changes (DESIGN §6.7).
registerJobHandler(REFRESH_METRICS_JOB, async ({ job, progress }) => {
  const userId = String((job.payload as { userId?: string }).userId ?? job.userId);
  const leads = await runMetricsRefresh(userId, (done, total) => progress(done, { total }));
  return { leads };
});
