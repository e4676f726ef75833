import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { finishGoogleLink, flowCookieName, GOOGLE_TEXTS } from "@/lib/network/google/sync";

const body = z.object({ code: z.string().max(2000).optional(), state: z.string().max(500).optional(), error: z.string().max(200).optional() });

// POST /api/v1/gmail-callback – finish the Google link and start the contacts, mail and calendar sync
export const POST = handler({ body }, async ({ auth, body, req }) => {
  const data = await finishGoogleLink(auth.user.id, body, req.cookies.get(flowCookieName("google_mail"))?.value);
  const res = ok(data, GOOGLE_TEXTS.inProgress);
  res.cookies.delete(flowCookieName("google_mail"));
  return res;
});
