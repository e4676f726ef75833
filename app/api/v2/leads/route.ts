import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { createLeadSchema } from "@/lib/leads/schema";
import { createLead } from "@/lib/leads/service";

// POST /api/v2/leads – add a lead by LinkedIn URL, charging 1 credit (402 with detail when out of credits)
export const POST = handler({ body: createLeadSchema }, async ({ auth, body }) =>
  ok(await createLead(auth.user.id, body), "Leads added successfully"),
);
