import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { resetPassword } from "@/lib/auth/account";
import { clientIp } from "@/lib/auth/device";
import { resetPasswordSchema } from "@/lib/auth/schema";

// POST /api/v2/reset-forgot-password – set a new password from a reset link; ends every session
export const POST = handler({ access: "public", body: resetPasswordSchema }, async ({ req, body }) => {
  await resetPassword(body.link, body.password, clientIp(req.headers));
  return ok(null, "Password reset was done successfully");
});
