import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { leadIdsSchema } from "@/lib/leads/schema";
import { deleteLeads } from "@/lib/leads/service";

// POST /api/v1/leads – add a lead (the v1 name of POST v2/leads)
export { POST } from "@/app/api/v2/leads/route";

// DELETE /api/v1/leads – delete many of the caller's leads
export const DELETE = handler({ body: leadIdsSchema }, async ({ auth, body }) =>
  ok({ deleted: await deleteLeads(auth.user.id, body.ids) }, "Lead deleted successfully"),
);
