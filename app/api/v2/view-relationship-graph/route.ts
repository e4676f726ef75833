import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { openLead } from "@/lib/pipeline/lead-paths";
import { openLeadSchema } from "@/lib/pipeline/schema";

// POST /api/v2/view-relationship-graph – open a lead: charge once if it arrived uncharged, mark it visited, answer one page of its warm paths
export const POST = handler({ body: openLeadSchema }, async ({ auth, body }) => ok(await openLead(auth.user.id, body.leadId, body.view)));
