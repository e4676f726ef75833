import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { adminPasswordBody } from "@/lib/admin/schema";
import { PASSWORD_UPDATED } from "@/lib/admin/constants";
import { changePassword } from "@/lib/admin/service";

// POST /api/v2/admin/session/change-password { user_id, password, confirm_password } (superadmin)
export const POST = handler({ access: "superadmin", body: adminPasswordBody }, async ({ auth, body, requestId }) =>
  ok(await changePassword({ userId: auth.user.id, requestId }, body.user_id, body.password), PASSWORD_UPDATED),
);
