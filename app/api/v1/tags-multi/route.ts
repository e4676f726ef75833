import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { tagsMultiSchema } from "@/lib/tags/schema";
import { tagsOf } from "@/lib/tags/service";

// POST /api/v1/tags-multi – the member's tags of several people of their network
export const POST = handler({ body: tagsMultiSchema }, async ({ auth, body }) => ok(await tagsOf(auth.user.id, body.profile_link), "Tags fetched successfully"));
