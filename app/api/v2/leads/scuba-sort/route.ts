import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { scubaSortStatus, startScubaSort } from "@/lib/pipeline/scuba-sort-job";

// The spec's AI sort refresh (spec 001 §7: GET /v2/leads/scuba-sort). Recomputing every lead is a
// queued job (issue 12 item 7), and no GET changes state (DESIGN §11): POST starts it, GET reports it.

// POST /api/v2/leads/scuba-sort – queue the recompute of the member's Scuba AI sort (joins a waiting one)
export const POST = handler({}, async ({ auth }) => ok(await startScubaSort(auth.user.id), "Scuba sort queued"));

// GET /api/v2/leads/scuba-sort – the latest AI-sort job: status, completed, total
export const GET = handler({}, async ({ auth }) => ok(await scubaSortStatus(auth.user.id), "Scuba sort status fetched successfully"));
