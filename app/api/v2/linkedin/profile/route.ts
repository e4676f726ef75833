import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { ownProfileSchema, PROFILE_SAVED_MESSAGE } from "@/lib/people/schema";
import { linkOwnProfile } from "@/lib/auth/own-node";

// POST /api/v2/linkedin/profile – link the member to their own LinkedIn node (home's profile-completion dialog); 409 when another member holds it
export const POST = handler({ body: ownProfileSchema }, async ({ auth, body }) =>
  ok(await linkOwnProfile(auth.user.id, body.linkedin_url), PROFILE_SAVED_MESSAGE),
);
