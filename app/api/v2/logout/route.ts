import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { endSession } from "@/lib/auth/service";

// POST /api/v2/logout – end this device's session on the server and drop the cookie
export const POST = handler({}, async ({ auth }) => {
  await endSession(auth.session.id);
  const res = ok(null, "Logged out");
  clearSessionCookie(res);
  return res;
});
