import "server-only";
import { onSignal, teamNetworkChanged } from "@/lib/jobs/signals";
import { refreshCompanyMaps } from "./company-map-kept";

// A team network changed: the companies its members opened get their maps again, before the
// leads' figures (registered first in register-jobs.ts: a map takes a fraction of a second, a
// team's leads may take minutes), so a member who opens one after a teammate's import reads it.
onSignal(teamNetworkChanged, "paths.refresh-company-maps", async ({ memberId }) => ({
  company_maps: await refreshCompanyMaps(memberId),
}));
