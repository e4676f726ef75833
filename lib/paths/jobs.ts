import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { onSignal, teamNetworkChanged } from "@/lib/jobs/signals";
import { refreshCompanyMaps, STORE_MAPS_JOB, storeMemberMaps } from "./company-map-kept";
import { PRUNE_CHANGE_LOGS_JOB, PRUNE_FACT_CHANGES_JOB, pruneChangeLogs } from "./change-logs";

// A team network changed: each member gets the job that stores their maps again (queued first,
// registered before the leads' figures in register-jobs.ts, so that another server can take them
// while this one refreshes the leads).
onSignal(teamNetworkChanged, "paths.refresh-company-maps", async ({ memberId }) => ({
  company_map_jobs: await refreshCompanyMaps(memberId),
}));

// A member's maps (companies opened, the team's largest ahead of a first opening), stored under their
// team view now: after a change of the team network, or after a page computed one (a company opened
// for the first time, or before the refresh ran).
registerJobHandler(STORE_MAPS_JOB, async ({ job }) => {
  const userId = String((job.payload as { userId?: string }).userId ?? job.userId);
  return { company_maps: await storeMemberMaps(userId) };
});

// The daily prune of the logs of which people the team's writes named (and a run booked before the
// network's log, under the kind of the facts' alone).
registerJobHandler(PRUNE_CHANGE_LOGS_JOB, async () => ({ deleted: await pruneChangeLogs() }));
registerJobHandler(PRUNE_FACT_CHANGES_JOB, async () => ({ deleted: await pruneChangeLogs() }));
