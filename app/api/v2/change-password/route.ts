import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { changePassword } from "@/lib/auth/account";
import { changePasswordSchema } from "@/lib/auth/schema";

// POST /api/v2/change-password – change the signed-in user's password; ends their other sessions
export const POST = handler({ body: changePasswordSchema }, async ({ body, auth }) => {
  await changePassword(auth.user, auth.session.id, body.password, body.new_password);
  return ok(null, "Password Changed Successfully");
});
