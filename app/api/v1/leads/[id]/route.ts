import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { updateLeadSchema } from "@/lib/leads/schema";
import { deleteLeads, updateLead } from "@/lib/leads/service";

const leadId = (id: string | undefined) => z.uuid().safeParse(id).data;

// PUT /api/v1/leads/{id} – edit a lead (only the changed fields) or mark it as customer (status)
export const PUT = handler<"user", z.infer<typeof updateLeadSchema>, undefined, { id: string }>(
  { body: updateLeadSchema },
  async ({ auth, body, params }) => {
    const id = leadId(params.id);
    if (!id) throw ApiError.notFound("Lead not found");
    const lead = await updateLead(auth.user.id, id, body);
    return ok({ id: lead.id }, "Lead updated successfully");
  },
);

// DELETE /api/v1/leads/{id} – delete one lead
export const DELETE = handler<"user", undefined, undefined, { id: string }>({}, async ({ auth, params }) => {
  const id = leadId(params.id);
  if (!id) throw ApiError.notFound("Lead not found");
  await deleteLeads(auth.user.id, [id]);
  return ok({ id }, "Lead deleted successfully");
});
