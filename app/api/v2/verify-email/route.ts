import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { verifyEmail } from "@/lib/auth/account";
import { clientIp } from "@/lib/auth/device";
import { verifyEmailSchema } from "@/lib/auth/schema";

// POST /api/v2/verify-email – spend an e-mail verification link (single use, 1 hour)
export const POST = handler({ access: "public", body: verifyEmailSchema }, async ({ req, body }) => {
  await verifyEmail(body.token, clientIp(req.headers));
  return ok(null, "Email verified successfully");
});
