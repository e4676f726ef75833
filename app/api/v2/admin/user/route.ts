import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { deleteUserQuery } from "@/lib/admin/schema";
import { deleteUserAccount } from "@/lib/admin/service";

// DELETE /api/v2/admin/user?id= – delete a member's account and everything they supplied (superadmin, audited; issue 31)
export const DELETE = handler({ access: "superadmin", query: deleteUserQuery }, async ({ auth, query, requestId }) =>
  ok(await deleteUserAccount({ userId: auth.user.id, requestId }, query.id), "User deleted"),
);
