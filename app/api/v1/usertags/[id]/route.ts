import { ok } from "@/lib/api/envelope";
import { handler, idParam } from "@/lib/handler";
import { TAG_TEXTS } from "@/lib/tags/schema";
import { deleteUserTag } from "@/lib/tags/service";

// DELETE /api/v1/usertags/{id} – remove a tag from a person
export const DELETE = handler({ params: idParam("Tag not found") }, async ({ auth, params }) => {
  await deleteUserTag(auth.user.id, params.id);
  return ok(null, TAG_TEXTS.updated);
});
