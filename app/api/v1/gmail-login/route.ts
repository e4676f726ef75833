import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { GOOGLE_TEXTS, startGoogleLink } from "@/lib/network/google/sync";

// GET /api/v1/gmail-login – the Google URL that links Gmail and Calendar (or 'already synced')
export const GET = handler({}, async ({ auth }) => {
  const { synced, url, cookie } = await startGoogleLink(auth.user.id);
  const res = ok({ url, synced }, synced ? GOOGLE_TEXTS.alreadySynced : "Google login URL created");
  if (cookie) res.cookies.set(cookie.name, cookie.value, cookie.options);
  return res;
});
