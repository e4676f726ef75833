import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { viewGraphSchema } from "@/lib/leads/schema";
import { openLead } from "@/lib/pipeline/lead-paths";

// POST /api/v2/view-relationship-graph – open a lead: charge once if it arrived uncharged, mark it visited, answer its warm paths
export const POST = handler({ body: viewGraphSchema }, async ({ auth, body }) => ok(await openLead(auth.user.id, body.leadId)));
