import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { idQuery } from "@/lib/leads/schema";
import { moveLeadToNetwork } from "@/lib/leads/service";

// POST /api/v2/leads/move-to-network?id= – add the lead's person to the member's network (429 at the plan's limit)
export const POST = handler({ query: idQuery }, async ({ auth, query }) =>
  ok(await moveLeadToNetwork(auth.user.id, query.id), "Lead added to network successfully"),
);
