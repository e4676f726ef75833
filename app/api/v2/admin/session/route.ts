import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { userIdQuery } from "@/lib/admin/schema";
import { listSessions } from "@/lib/admin/service";

// GET /api/v2/admin/session?user_id= – a user's live sessions (superadmin)
export const GET = handler({ access: "superadmin", query: userIdQuery }, async ({ query }) => ok(await listSessions(query.user_id)));
