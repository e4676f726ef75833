import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { usersBody } from "@/lib/admin/schema";
import { setUsersActive } from "@/lib/admin/service";

// POST /api/v2/admin/user-request/deactivate { users } – close accounts and end their sessions at once (superadmin)
export const POST = handler({ access: "superadmin", body: usersBody }, async ({ auth, body, requestId }) =>
  ok(await setUsersActive({ userId: auth.user.id, requestId }, body.users, false), "Users deactivated successfully"),
);
