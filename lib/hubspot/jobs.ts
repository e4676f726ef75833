import "server-only";
import { onJobDone, registerJobHandler } from "@/lib/jobs/service";
import { teamNetworkChanged } from "@/lib/jobs/signals";
import { REFRESH_LEAD_JOB } from "@/lib/leads/metrics-refresh";
import { HUBSPOT_IMPORT_JOB, HUBSPOT_PUSH_JOB, hasHubspot, runHubspotImport, runHubspotPush, scheduleHubspotPush } from "./service";

registerJobHandler(HUBSPOT_IMPORT_JOB, async ({ job, progress }) => runHubspotImport(String(job.userId), (done) => progress(done)));

registerJobHandler(HUBSPOT_PUSH_JOB, async ({ job }) => runHubspotPush(String(job.userId)));

// After each metrics refresh, the member's HubSpot contacts learn the new figures (issue 16).
onJobDone([teamNetworkChanged.name, REFRESH_LEAD_JOB], async (job) => {
  const payload = job.payload as { userId?: string; memberId?: string };
  const userId = String(payload.userId ?? payload.memberId ?? job.userId ?? "");
  if (userId && (await hasHubspot(userId))) await scheduleHubspotPush(userId);
});
