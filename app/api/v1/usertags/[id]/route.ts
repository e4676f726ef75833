import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { ApiError } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { TAG_TEXTS } from "@/lib/tags/schema";
import { deleteUserTag } from "@/lib/tags/service";

// DELETE /api/v1/usertags/{id} – remove a tag from a person
export const DELETE = handler<"user", undefined, undefined, { id: string }>({}, async ({ auth, params }) => {
  if (!z.uuid().safeParse(params.id).success) throw ApiError.notFound("Tag not found");
  await deleteUserTag(auth.user.id, params.id);
  return ok(null, TAG_TEXTS.updated);
});
