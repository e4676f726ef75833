import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { ApiError } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { deleteConnections } from "@/lib/network/service";

// DELETE /api/v1/delete-connection/{id} – delete one connection
export const DELETE = handler<"user", undefined, undefined, { id: string }>({}, async ({ auth, params }) => {
  if (!z.uuid().safeParse(params.id).success) throw ApiError.notFound("Connection not found");
  await deleteConnections(auth.user.id, [params.id]);
  return ok({ deleted: 1 }, "Connection deleted successfully");
});
