import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { onSignal, peopleMovedCompany, teamNetworkChanged } from "@/lib/jobs/signals";
import { flagJobChanges } from "./job-changes";
import { REFRESH_LEADS_JOB, refreshLeadsNow } from "./admin";
import { REFRESH_LEAD_JOB, refreshQueuedLead, refreshTeamLeads } from "./metrics-refresh";

// A team network changed (an import, a deletion, a tag, a team change): its leads' figures follow.
onSignal(teamNetworkChanged, "leads.refresh-team-metrics", async ({ memberId }, { progress }) => ({
  leads: await refreshTeamLeads(memberId, (done, total) => progress(done, { total })),
}));

// One lead's metrics, after it was added or its target changed.
registerJobHandler(REFRESH_LEAD_JOB, async ({ job }) => {
  const { userId, leadId } = job.payload as { userId: string; leadId: string };
  await refreshQueuedLead(userId, leadId);
  return { leadId };
});

// A superadmin's "Refresh Lead" (spec 001 §2) runs here, off the request.
registerJobHandler(REFRESH_LEADS_JOB, async ({ job, progress }) => {
  const ids = ((job.payload as { leadIds?: string[] }).leadIds ?? []).filter((x) => typeof x === "string");
  const leads = await refreshLeadsNow(ids, (done) => progress(done, { total: ids.length }));
  return { leads };
});

// People a member knows moved company (their import or profile update): flag their leads and companies.
onSignal(peopleMovedCompany, "leads.flag-job-changes", async (payload) => flagJobChanges(payload));
