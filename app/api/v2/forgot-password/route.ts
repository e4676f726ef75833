import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { requestPasswordReset } from "@/lib/auth/account";
import { clientIp } from "@/lib/auth/device";
import { forgotPasswordSchema } from "@/lib/auth/schema";

// POST /api/v2/forgot-password – mail a reset link; the same answer whether or not the e-mail exists
export const POST = handler({ access: "public", body: forgotPasswordSchema }, async ({ req, body }) => {
  await requestPasswordReset(body.email, clientIp(req.headers));
  return ok(null, "If an account exists for this email, a reset link is on its way.");
});
