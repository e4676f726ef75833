import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { markWelcomed } from "@/lib/auth/welcome";

// PUT /api/v2/welcome – the member closed the welcome dialog (spec 000 §1); it shows once per account
export const PUT = handler({}, async ({ auth }) => {
  await markWelcomed(auth.user.id);
  return ok(null, "Welcome closed");
});
