import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { resendVerification } from "@/lib/auth/account";
import { clientIp } from "@/lib/auth/device";
import { forgotPasswordSchema } from "@/lib/auth/schema";

// POST /api/v2/resend-verification – mail a fresh verification link (same answer for any e-mail)
export const POST = handler({ access: "public", body: forgotPasswordSchema }, async ({ req, body }) => {
  await resendVerification(body.email, clientIp(req.headers));
  return ok(null, "If the account exists and is not verified yet, a new link is on its way.");
});
