import "server-only";
import { markOnboardingCompleted, markTutorialCompleted } from "@/lib/auth/user-links";
import type { User } from "@/lib/db/schema";
import * as q from "./queries";
import {
  INFO_DEFAULT_REMAINING,
  INFO_MESSAGES,
  TOUR_DEFAULT_REMAINING,
  TOUR_MODULES,
  type GuideEntry,
  type InfoEntry,
  type InfoModule,
  type OnboardingRecord,
  type OnboardingStatus,
  type OnboardingSubmit,
  type TourModule,
} from "./schema";

// Onboarding (spec 001 §3), the guided tours' and info banners' remaining counts (spec 000 §4).
// Everything here is the caller's own state: every read and write is keyed by their user id.

type Member = Pick<User, "id" | "isCompletedOnboarding" | "isTutorialCompleted">;

export async function getOnboarding(user: Member): Promise<OnboardingRecord[]> {
  const p = await q.selectProfile(user.id);
  return [
    {
      is_completed_onboarding: user.isCompletedOnboarding,
      is_tutorial_completed: user.isTutorialCompleted,
      businessType: p?.businessType ?? null,
      otherBusinessType: p?.otherBusinessType ?? null,
      companyName: p?.companyName ?? null,
      baseNetworkSize: p?.baseNetworkSize ?? null,
    },
  ];
}

export async function getOnboardingStatus(user: Member): Promise<OnboardingStatus> {
  const p = await q.selectProfile(user.id);
  return statusOf(!user.isCompletedOnboarding, p);
}

function statusOf(incomplete: boolean, p: Awaited<ReturnType<typeof q.selectProfile>>): OnboardingStatus {
  return {
    onBoardingStatus: incomplete,
    businessType: p?.businessType ?? "",
    otherBusinessType: p?.otherBusinessType ?? "",
    companyName: p?.companyName ?? "",
    baseNetworkSize: p?.baseNetworkSize ?? "",
  };
}

/** The questionnaire answered (answers kept) or skipped (none kept): onboarding is complete either way. */
export async function submitOnboarding(userId: string, input: OnboardingSubmit): Promise<OnboardingStatus> {
  if (!input.skipped) {
    const { businessType, otherBusinessType, companyName, baseNetworkSize } = input;
    await q.upsertProfile(userId, { businessType, otherBusinessType, companyName, baseNetworkSize });
  }
  await markOnboardingCompleted(userId);
  return statusOf(false, await q.selectProfile(userId));
}

export async function listGuides(userId: string): Promise<GuideEntry[]> {
  const rows = new Map((await q.selectGuides(userId)).map((r) => [r.module, r.remaining]));
  return TOUR_MODULES.map((module) => ({ module, remaining: rows.get(module) ?? TOUR_DEFAULT_REMAINING }));
}

/** A tour ended or closed: its remaining count goes down (never below 0); all seen → tutorial completed. */
export async function markGuideSeen(userId: string, module: TourModule): Promise<GuideEntry> {
  const remaining = await q.decrementGuide(userId, module, TOUR_DEFAULT_REMAINING);
  if ((await listGuides(userId)).every((g) => g.remaining === 0)) await markTutorialCompleted(userId);
  return { module, remaining };
}

export async function getInfo(userId: string, module: InfoModule): Promise<InfoEntry> {
  const row = await q.selectBanner(userId, module);
  return { module, remaining: row?.remaining ?? INFO_DEFAULT_REMAINING, message: row?.message || INFO_MESSAGES[module] };
}

/** A banner was shown once: remaining − 1, never below 0; at 0 it never shows again. */
export async function markInfoShown(userId: string, module: InfoModule): Promise<InfoEntry> {
  const row = await q.decrementBanner(userId, module, INFO_DEFAULT_REMAINING);
  return { module, remaining: row.remaining, message: row.message || INFO_MESSAGES[module] };
}
