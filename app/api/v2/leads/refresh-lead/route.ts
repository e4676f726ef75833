import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { refreshLeadBody } from "@/lib/admin/schema";
import { refreshLeads } from "@/lib/admin/service";

// DELETE /api/v2/leads/refresh-lead { data: lead ids, company: names } – re-derive and recompute in the background (superadmin)
export const DELETE = handler({ access: "superadmin", body: refreshLeadBody }, async ({ auth, body, requestId }) =>
  ok(await refreshLeads({ userId: auth.user.id, requestId }, body.data, body.company), "Lead refresh started"),
);
