import { handler } from "@/lib/handler";
import { deviceFromRequest } from "@/lib/auth/device-cookie";
import { signInResponse } from "@/lib/account/sign-in-response";
import { loginSchema } from "@/lib/auth/schema";
import { signInWithPassword } from "@/lib/auth/sign-in";

// POST /api/v2/login – sign in with e-mail and password; sets the session cookie, or answers
// data.screen '2fa' (type 'totp' or 'email', code = the challenge) when a second step is due
export const POST = handler({ access: "public", body: loginSchema }, async ({ req, body, deviceId }) => {
  const device = deviceFromRequest(req, deviceId!);
  return signInResponse(await signInWithPassword(body.email, body.password, body.remember, device), device);
});
