import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { refreshScubaSort } from "@/lib/paths/service";

// GET /api/v2/leads/scuba-sort – recompute the Scuba AI sort of the member's leads
export const GET = handler({}, async ({ auth }) => {
  await refreshScubaSort(auth.user.id);
  return ok(null, "Scuba sort updated");
});
