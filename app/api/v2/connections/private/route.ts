import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { markPrivateSchema } from "@/lib/network/schema";
import { markPrivate } from "@/lib/network/privacy";

// POST /api/v2/connections/private – mark the caller's own connections private or shared again
// ({ ids } | { company_key } | { domain }, with `private`); others' ids are ignored and counted
export const POST = handler({ body: markPrivateSchema }, async ({ auth, body }) => {
  const result = await markPrivate(auth.user.id, body);
  return ok(result, result.private ? "Marked private" : "Shared with your team");
});
