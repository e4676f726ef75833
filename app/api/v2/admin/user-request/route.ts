import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { userRequestQuery } from "@/lib/admin/schema";
import { listUsers } from "@/lib/admin/service";

// GET /api/v2/admin/user-request?domain=@x&search=&skip=&limit= – accounts and their approval (superadmin)
export const GET = handler({ access: "superadmin", query: userRequestQuery }, async ({ auth, query, requestId }) => ok(await listUsers({ userId: auth.user.id, requestId }, query)));
