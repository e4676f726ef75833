import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { oauthCallbackSchema } from "@/lib/oauth/schema";
import { finishGoogleLink, flowCookieName, GOOGLE_TEXTS } from "@/lib/network/google/sync";

// POST /api/v1/gmail-callback – finish the Google link and start the contacts, mail and calendar sync
export const POST = handler({ body: oauthCallbackSchema }, async ({ auth, body, req }) => {
  const data = await finishGoogleLink(auth.user.id, body, req.cookies.get(flowCookieName("google_mail"))?.value);
  const res = ok(data, GOOGLE_TEXTS.inProgress);
  res.cookies.delete(flowCookieName("google_mail"));
  return res;
});
