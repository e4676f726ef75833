import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { setSessionCookie } from "@/lib/auth/cookies";
import { describeDevice } from "@/lib/auth/device";
import { loginSchema } from "@/lib/auth/schema";
import { checkCredentials, getUserDetails, startSession } from "@/lib/auth/service";

// POST /api/v2/login – sign in with e-mail and password; sets the session cookie
export const POST = handler({ access: "public", body: loginSchema }, async ({ req, body, deviceId }) => {
  const user = await checkCredentials(body.email, body.password);
  const { token, expiresAt, remember } = await startSession(user, describeDevice(req.headers, deviceId!), body.remember);
  const details = await getUserDetails(user);
  const res = ok({ token, user: details, redirect_url: user.redirectUrl ?? "" }, "Login successful");
  setSessionCookie(res, token, expiresAt, remember);
  return res;
});
