import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { userIdQuery } from "@/lib/admin/schema";
import { listSessions } from "@/lib/admin/service";

// GET /api/v2/admin/session?user_id= – a user's live sessions (superadmin)
export const GET = handler({ access: "superadmin", query: userIdQuery }, async ({ auth, query, requestId }) => ok(await listSessions({ userId: auth.user.id, requestId }, query.user_id)));
