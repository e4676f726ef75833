import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { unsyncedLeads } from "@/lib/extension/service";

// GET /api/v2/leads/unsynced – the member's leads without profile facts (spec 001 §7)
export const GET = handler({}, async ({ auth }) => ok(await unsyncedLeads(auth.user.id)));
