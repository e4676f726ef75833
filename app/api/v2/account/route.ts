import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { deleteOwnAccount } from "@/lib/privacy/delete-account";
import { deleteAccountBody } from "@/lib/privacy/schema";

// DELETE /api/v2/account { email, password? } – delete the caller's account and everything they supplied (issue 31)
export const DELETE = handler({ body: deleteAccountBody }, async ({ auth, body }) => {
  const result = await deleteOwnAccount(auth, body);
  const res = ok(result, "Your account was deleted");
  clearSessionCookie(res);
  return res;
});
