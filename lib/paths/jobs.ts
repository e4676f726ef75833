import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { onSignal, teamNetworkChanged } from "@/lib/jobs/signals";
import { refreshCompanyMaps, STORE_MAPS_JOB, storeOpenedMaps } from "./company-map-kept";

// A team network changed: the companies its members opened get their maps again, before the
// leads' figures (registered first in register-jobs.ts: a map takes a fraction of a second, a
// team's leads may take minutes), so a member who opens one after a teammate's import reads it.
onSignal(teamNetworkChanged, "paths.refresh-company-maps", async ({ memberId }) => ({
  company_maps: await refreshCompanyMaps(memberId),
}));

// A page computed a map the member opened (a company opened for the first time, or before the
// refresh ran): it is stored for the member's other requests on other servers.
registerJobHandler(STORE_MAPS_JOB, async ({ job }) => {
  const userId = String((job.payload as { userId?: string }).userId ?? job.userId);
  return { company_maps: await storeOpenedMaps(userId) };
});
