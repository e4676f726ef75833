import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { setUserTagsSchema, TAG_TEXTS } from "@/lib/tags/schema";
import { setUserTags } from "@/lib/tags/service";

// PUT /api/v1/user-tags-multi – replace one person's manual tags (edit network tags)
export const PUT = handler({ body: setUserTagsSchema }, async ({ auth, body }) => ok(await setUserTags(auth.user.id, body.profile_link, body.tags), TAG_TEXTS.updated));
