import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { relationTagValues } from "@/lib/pipeline/list-leads";

// GET /api/v2/leads/relation-tags – start/middle/end tag values of the caller's leads (relation filter options)
export const GET = handler({}, async ({ auth }) => ok(await relationTagValues(auth.user.id)));
