import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { listTagsSchema } from "@/lib/tags/schema";
import { listDefaultTags } from "@/lib/tags/service";

// POST /api/v1/list-default-tags – the tags a member applies by hand ('Sales Team', 'Customer', their own)
export const POST = handler({ body: listTagsSchema }, async ({ auth, body }) => ok(await listDefaultTags(auth.user.id, body), "Tags fetched successfully"));
