import { handler } from "@/lib/handler";
import { deviceFromRequest } from "@/lib/auth/device-cookie";
import { signInResponse } from "@/lib/account/sign-in-response";
import { twoFactorLoginSchema } from "@/lib/auth/schema";
import { completeChallenge } from "@/lib/auth/sign-in";

// POST /api/v2/2fa-login – the sign-in's second step: code = the challenge from v2/login, value =
// the authenticator-app code (type totp) or the e-mailed 8-character code (type email)
export const POST = handler({ access: "public", body: twoFactorLoginSchema }, async ({ req, body, deviceId }) => {
  const device = deviceFromRequest(req, deviceId!);
  return signInResponse(await completeChallenge(body.code, body.value, device), device);
});
