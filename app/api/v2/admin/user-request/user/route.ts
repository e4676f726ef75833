import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { userIdQuery } from "@/lib/admin/schema";
import { getAccount } from "@/lib/admin/service";

// GET /api/v2/admin/user-request/user?user_id= – one account's name, e-mail and status (superadmin)
export const GET = handler({ access: "superadmin", query: userIdQuery }, async ({ auth, query, requestId }) => ok(await getAccount({ userId: auth.user.id, requestId }, query.user_id)));
