import "server-only";
import { eq } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { canonicalLinkedinSlug, linkedinUrlFromSlug } from "@/lib/network/keys";
import { LINKEDIN_URL_MESSAGE } from "./schema";
import { upsertPersonBySlug } from "./queries";

/**
 * Home's profile-completion dialog (spec 001 §2): links the member to their own node of the graph
 * (their LinkedIn profile), so paths start at 'Me'. LinkedIn's profile API is not called; the
 * canonical slug stands in for the profile id in entity_urn.
 */
export async function completeOwnProfile(userId: string, linkedinUrl: string) {
  const slug = canonicalLinkedinSlug(linkedinUrl);
  if (!slug) throw ApiError.badRequest(LINKEDIN_URL_MESSAGE, { linkedin_url: [LINKEDIN_URL_MESSAGE] });
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw ApiError.notFound("User not found");
    const person = await upsertPersonBySlug(slug, user.name, tx);
    await tx
      .update(users)
      .set({ personId: person.id, linkedinUrl: linkedinUrlFromSlug(slug), entityUrn: `urn:li:fsd_profile:${slug}` })
      .where(eq(users.id, userId));
    // The next step of onboarding is the base network upload.
    return { data: { redirect_url: "/network/" } };
  });
}
