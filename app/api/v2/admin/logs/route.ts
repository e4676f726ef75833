import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { activityQuery } from "@/lib/admin/schema";
import { listActivity } from "@/lib/admin/service";

// GET /api/v2/admin/logs?user_id&skip&limit – a user's recent activity, newest first (superadmin)
export const GET = handler({ access: "superadmin", query: activityQuery }, async ({ auth, query, requestId }) =>
  ok(await listActivity({ userId: auth.user.id, requestId }, { userId: query.user_id, skip: query.skip, limit: query.limit })),
);
