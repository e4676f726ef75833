import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { listDomains } from "@/lib/admin/service";

// GET /api/v2/admin/user-request/domains – the distinct e-mail domains of every account (superadmin)
export const GET = handler({ access: "superadmin" }, async ({ auth, requestId }) => ok(await listDomains({ userId: auth.user.id, requestId })));
