import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { addUserTagsSchema, TAG_TEXTS } from "@/lib/tags/schema";
import { addUserTags } from "@/lib/tags/service";

// POST /api/v1/add-user-tags – tag one person of the network (also accepts a suggestion)
export const POST = handler({ body: addUserTagsSchema }, async ({ auth, body }) => ok(await addUserTags(auth.user.id, [body.profile_link], body.tags), TAG_TEXTS.updated));
