import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { enableTwoFactorSchema } from "@/lib/auth/schema";
import { enableTwoFactor } from "@/lib/auth/two-factor";

// POST /api/v2/enable-2fa – confirm the setup with a code from the app; two-factor is on from now
// and the user's other sessions end
export const POST = handler({ body: enableTwoFactorSchema }, async ({ body, auth }) => {
  const result = await enableTwoFactor(auth.user, body.code, auth.session.id, body.password);
  return ok(result, "Two-factor authentication enabled");
});
