import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { listLeadsAdminSchema } from "@/lib/leads/admin";
import { listLeads } from "@/lib/admin/service";

// POST /api/v1/list-leads-admin – every member's leads through the list-leads language, plus distinct (superadmin)
export const POST = handler({ access: "superadmin", body: listLeadsAdminSchema }, async ({ auth, body, requestId }) => ok(await listLeads({ userId: auth.user.id, requestId }, body)));
