import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { createLeadSchema, leadIdsSchema } from "@/lib/leads/schema";
import { createLead, deleteLeads } from "@/lib/leads/service";

// POST /api/v1/leads – add a lead (the v1 name of POST v2/leads)
export const POST = handler({ body: createLeadSchema }, async ({ auth, body }) =>
  ok(await createLead(auth.user.id, body), "Leads added successfully"),
);

// DELETE /api/v1/leads – delete many of the caller's leads
export const DELETE = handler({ body: leadIdsSchema }, async ({ auth, body }) =>
  ok({ deleted: await deleteLeads(auth.user.id, body.ids) }, "Lead deleted successfully"),
);
