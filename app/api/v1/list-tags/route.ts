import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { listTagsSchema } from "@/lib/tags/schema";
import { listTags } from "@/lib/tags/service";

// POST /api/v1/list-tags – the tags the member can see, 20 a page, by tag
export const POST = handler({ body: listTagsSchema }, async ({ auth, body }) => ok(await listTags(auth.user.id, body), "Tags fetched successfully"));
