import "server-only";
import { onJobDone, registerJobHandler } from "@/lib/jobs/service";
import { REFRESH_LEAD_JOB, REFRESH_METRICS_JOB } from "@/lib/paths/service";
import { HUBSPOT_IMPORT_JOB, HUBSPOT_PUSH_JOB, hasHubspot, runHubspotImport, runHubspotPush, scheduleHubspotPush } from "./service";

registerJobHandler(HUBSPOT_IMPORT_JOB, async ({ job, progress }) => runHubspotImport(String(job.userId), (done) => progress(done)));

registerJobHandler(HUBSPOT_PUSH_JOB, async ({ job }) => runHubspotPush(String(job.userId)));

// After each metrics refresh, the member's HubSpot contacts learn the new figures (issue 16).
onJobDone([REFRESH_METRICS_JOB, REFRESH_LEAD_JOB], async (job) => {
  const userId = String((job.payload as { userId?: string }).userId ?? job.userId ?? "");
  if (userId && (await hasHubspot(userId))) await scheduleHubspotPush(userId);
});
