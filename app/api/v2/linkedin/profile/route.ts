import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { profileUrlSchema } from "@/lib/leads/schema";
import { completeOwnProfile } from "@/lib/leads/profile";

// POST /api/v2/linkedin/profile – link the member to their own LinkedIn profile (home's profile-completion dialog)
export const POST = handler({ body: profileUrlSchema }, async ({ auth, body }) =>
  ok(await completeOwnProfile(auth.user.id, body.linkedin_url), "Linkedin profiles fetched successfully"),
);
