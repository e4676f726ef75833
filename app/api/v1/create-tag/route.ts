import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { createTagSchema } from "@/lib/tags/schema";
import { createTag } from "@/lib/tags/service";

// POST /api/v1/create-tag – a custom relationship tag of the member
export const POST = handler({ body: createTagSchema }, async ({ auth, body }) => ok(await createTag(auth.user.id, body), "Tag created successfully"));
