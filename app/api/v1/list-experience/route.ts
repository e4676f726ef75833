import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { listExperienceSchema } from "@/lib/network/schema";
import { lookupExperience } from "@/lib/network/service";

// POST /api/v1/list-experience – up to 10 distinct companies or designations of the network, sorted
export const POST = handler({ body: listExperienceSchema }, async ({ auth, body }) => ok(await lookupExperience(auth.user.id, body), "Experience fetched successfully"));
