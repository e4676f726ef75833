import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { terminateBody } from "@/lib/admin/schema";
import { terminateSessions } from "@/lib/admin/service";

// POST /api/v2/admin/session/terminate-session { user_id, session: 'all' | [device ids] } (superadmin)
export const POST = handler({ access: "superadmin", body: terminateBody }, async ({ auth, body, requestId }) =>
  ok(await terminateSessions({ userId: auth.user.id, requestId }, body.user_id, body.session), "Session terminated successfully"),
);
