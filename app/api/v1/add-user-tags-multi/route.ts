import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { addUserTagsMultiSchema, TAG_TEXTS } from "@/lib/tags/schema";
import { addUserTags } from "@/lib/tags/service";

// POST /api/v1/add-user-tags-multi – Add Relationship: tags for several people
export const POST = handler({ body: addUserTagsMultiSchema }, async ({ auth, body }) => ok(await addUserTags(auth.user.id, body.profile_link, body.tags), TAG_TEXTS.relationshipAdded));
