import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { extensionProfileSchema } from "@/lib/extension/schema";
import { syncLead } from "@/lib/extension/service";

// POST /api/v2/leads/sync?id= – one lead enriched by the extension (spec 001 §7)
export const POST = handler({ query: z.object({ id: z.string().uuid("Lead not found") }), body: extensionProfileSchema }, async ({ auth, query, body }) =>
  ok(await syncLead(auth.user.id, query.id, body), "Lead synced"),
);
