import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { deleteConnectionsSchema } from "@/lib/network/schema";
import { deleteConnections } from "@/lib/network/service";

// DELETE /api/v1/delete-connection – delete several connections (body ids)
export const DELETE = handler({ body: deleteConnectionsSchema }, async ({ auth, body }) => {
  const deleted = await deleteConnections(auth.user.id, body.ids);
  return ok({ deleted }, "Network deleted successfully");
});
