import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { leadPipelineSchema } from "@/lib/leads/schema";
import { addLeadsToList, removeLeadsFromList } from "@/lib/leads/service";

// POST /api/v2/lead-pipeline – add leads to a list
export const POST = handler({ body: leadPipelineSchema }, async ({ auth, body }) => {
  await addLeadsToList(auth.user.id, body.id, body.lead_ids);
  return ok({ id: body.id, lead_ids: body.lead_ids }, "Lead Saved Successfully!");
});

// DELETE /api/v2/lead-pipeline – remove leads from a list
export const DELETE = handler({ body: leadPipelineSchema }, async ({ auth, body }) => {
  const removed = await removeLeadsFromList(auth.user.id, body.id, body.lead_ids);
  return ok({ removed }, "Lead(s) removed from the list");
});
