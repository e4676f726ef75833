import { ok } from "@/lib/api/envelope";
import { handler, idParam } from "@/lib/handler";
import { deleteConnections } from "@/lib/network/service";

// DELETE /api/v1/delete-connection/{id} – delete one connection
export const DELETE = handler({ params: idParam("Connection not found") }, async ({ auth, params }) => {
  await deleteConnections(auth.user.id, [params.id]);
  return ok({ deleted: 1 }, "Connection deleted successfully");
});
