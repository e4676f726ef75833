import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { disableTwoFactorSchema } from "@/lib/auth/schema";
import { disableTwoFactor } from "@/lib/auth/two-factor";

// POST /api/v2/disable-2fa – turn two-factor off with the current password and a code (from the app
// or a recovery code); the owner is e-mailed
export const POST = handler({ body: disableTwoFactorSchema }, async ({ body, auth }) => {
  await disableTwoFactor(auth.user, body.password, body.code);
  return ok(null, "Two-factor authentication disabled");
});
