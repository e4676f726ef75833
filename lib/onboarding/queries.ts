import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { infoBanners, onboardingGuides, onboardingProfiles } from "@/lib/db/schema";

// The onboarding room's tables: tour state, banner state and the questionnaire's answers.

export function selectGuides(userId: string) {
  return db.select({ module: onboardingGuides.module, remaining: onboardingGuides.remaining }).from(onboardingGuides).where(eq(onboardingGuides.userId, userId));
}

/**
 * One "seen" of a tour in one statement: a first one inserts default − 1, a later one decrements,
 * never below 0 — concurrent calls serialise on the row, so none can undercut another.
 */
export async function decrementGuide(userId: string, module: string, startAt: number): Promise<number> {
  const [row] = await db
    .insert(onboardingGuides)
    .values({ userId, module, remaining: Math.max(startAt - 1, 0) })
    .onConflictDoUpdate({ target: [onboardingGuides.userId, onboardingGuides.module], set: { remaining: sql`greatest(${onboardingGuides.remaining} - 1, 0)` } })
    .returning({ remaining: onboardingGuides.remaining });
  return row!.remaining;
}

export async function selectBanner(userId: string, module: string) {
  const [row] = await db
    .select({ remaining: infoBanners.remaining, message: infoBanners.message })
    .from(infoBanners)
    .where(and(eq(infoBanners.userId, userId), eq(infoBanners.module, module)));
  return row ?? null;
}

/** One showing of a banner, the same way as decrementGuide. */
export async function decrementBanner(userId: string, module: string, startAt: number) {
  const [row] = await db
    .insert(infoBanners)
    .values({ userId, module, remaining: Math.max(startAt - 1, 0) })
    .onConflictDoUpdate({ target: [infoBanners.userId, infoBanners.module], set: { remaining: sql`greatest(${infoBanners.remaining} - 1, 0)` } })
    .returning({ remaining: infoBanners.remaining, message: infoBanners.message });
  return row!;
}

export async function selectProfile(userId: string) {
  const [row] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId));
  return row ?? null;
}

export async function upsertProfile(userId: string, values: { businessType: string; otherBusinessType: string; companyName: string; baseNetworkSize: string }) {
  await db.insert(onboardingProfiles).values({ userId, ...values }).onConflictDoUpdate({ target: onboardingProfiles.userId, set: values });
}
