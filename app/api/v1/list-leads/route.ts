import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { listLeadsSchema } from "@/lib/leads/list-leads";
import { listLeads } from "@/lib/pipeline/list-leads";

// POST /api/v1/list-leads – the caller's leads through the allow-listed where/order/select language
export const POST = handler({ body: listLeadsSchema }, async ({ auth, body }) => ok(await listLeads(auth.user.id, body)));
