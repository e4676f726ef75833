import { ok } from "@/lib/api/envelope";
import { handler, idParam } from "@/lib/handler";
import { updateLeadSchema } from "@/lib/leads/schema";
import { deleteLeads, updateLead } from "@/lib/leads/service";

const params = idParam("Lead not found");

// PUT /api/v1/leads/{id} – edit a lead (only the changed fields) or mark it as customer (status)
export const PUT = handler({ body: updateLeadSchema, params }, async ({ auth, body, params }) => {
  const lead = await updateLead(auth.user.id, params.id, body);
  return ok({ id: lead.id }, "Lead updated successfully");
});

// DELETE /api/v1/leads/{id} – delete one lead
export const DELETE = handler({ params }, async ({ auth, params }) => {
  await deleteLeads(auth.user.id, [params.id]);
  return ok({ id: params.id }, "Lead deleted successfully");
});
