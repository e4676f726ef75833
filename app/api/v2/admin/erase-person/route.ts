import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { erasePersonByRequest } from "@/lib/admin/service";
import { erasePersonBody } from "@/lib/privacy/schema";

// POST /api/v2/admin/erase-person { linkedin_url } | { email } – a right-to-erasure request for a person who is not a member (superadmin, audited; issue 31)
export const POST = handler({ access: "superadmin", body: erasePersonBody }, async ({ auth, body, requestId }) =>
  ok(await erasePersonByRequest({ userId: auth.user.id, requestId }, body), "Person erased"),
);
