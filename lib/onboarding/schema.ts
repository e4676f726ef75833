import { z } from "zod";

// Onboarding, guided tours and info banners (spec 000 §1, §3, §4, §9; spec 001 §3 'Onboarding
// state'). Client-safe: the forms, the tours and the handlers share these.

/** Modules with a guided tour (spec 000 §3). */
export const TOUR_MODULES = ["HOME", "RELATIONSHIP", "PIPELINE", "COLLABORATOR"] as const;
export type TourModule = (typeof TOUR_MODULES)[number];
export const tourModuleSchema = z.enum(TOUR_MODULES, { message: "Unknown tour module" });

/** Modules with an info banner; COLLABORATOR's is the Collaborators hint on the network page. */
export const INFO_MODULES = ["HOME", "PIPELINE", "RELATIONSHIP", "NETWORK", "COLLABORATOR"] as const;
export type InfoModule = (typeof INFO_MODULES)[number];
export const infoModuleSchema = z.enum(INFO_MODULES, { message: "Unknown info module" });

export { INFO_AUTO_DISMISS_MS, INFO_DEFAULT_REMAINING, TOUR_DEFAULT_REMAINING, TOUR_STEP_COUNT } from "./constants";

/** Each module's banner, in the product's words. */
export const INFO_MESSAGES: Record<InfoModule, string> = {
  HOME: "Import your LinkedIn connections and sync Gmail and Calendar so Scuba can find warm paths to your leads.",
  PIPELINE: "Add a lead and Scuba ranks the introduction paths from your team's network to them.",
  RELATIONSHIP: "Paths are ranked by strength: shared employers, schools and recent conversations make an introduction warmer.",
  NETWORK: "Everything you import shows here. Tag people to use them as filters on your warm paths.",
  COLLABORATOR: "Invite teammates as collaborators to pool your networks — each of you still sees only what your team supplied.",
};

export type GuideEntry = { module: TourModule; remaining: number };
export type InfoEntry = { module: InfoModule; remaining: number; message: string };

/** One decrement of a remaining count: never below 0 (the database applies the same rule). */
export function nextRemaining(remaining: number): number {
  return Math.max(remaining - 1, 0);
}

// ---------------------------------------------------------------- the questionnaire

export const BUSINESS_TYPES = ["Sales team", "Agency", "Founder-led sales", "Recruiting", "Consulting", "Other"] as const;
export const NETWORK_SIZES = ["Under 500", "500–2,000", "2,000–10,000", "Over 10,000"] as const;

export const ONBOARDING_MESSAGES = {
  businessType: "Please select your business type",
  otherBusinessType: "Please tell us your business type",
  otherTooLong: "Business type must be at most 100 characters",
  companyName: "Company name must be at most 200 characters",
  baseNetworkSize: "Please select your network size",
} as const;

const answersSchema = z
  .object({
    businessType: z.enum(BUSINESS_TYPES, { message: ONBOARDING_MESSAGES.businessType }),
    // Optional texts: absent, null and "" all mean "not given".
    otherBusinessType: z.string().trim().max(100, ONBOARDING_MESSAGES.otherTooLong).nullish().transform((v) => v ?? ""),
    companyName: z.string().trim().max(200, ONBOARDING_MESSAGES.companyName).nullish().transform((v) => v ?? ""),
    baseNetworkSize: z.enum(NETWORK_SIZES, { message: ONBOARDING_MESSAGES.baseNetworkSize }),
  })
  .refine((v) => v.businessType !== "Other" || v.otherBusinessType.length > 0, { path: ["otherBusinessType"], message: ONBOARDING_MESSAGES.otherBusinessType })
  // "Other" is the only type that keeps its free text.
  .transform((v) => ({ ...v, otherBusinessType: v.businessType === "Other" ? v.otherBusinessType : "" }));

/** The questionnaire's answers (the form validates with this). */
export const onboardingAnswersSchema = answersSchema;
export type OnboardingAnswersInput = z.input<typeof answersSchema>;
export type OnboardingAnswers = z.output<typeof answersSchema>;

/**
 * PUT v2/onboarding: `{ skipped: true }` (completes onboarding, stores no answers) or the answers —
 * checked field by field so each message lands on its field.
 */
export const onboardingSubmitSchema = z
  .object({ skipped: z.boolean().optional().default(false) })
  .passthrough()
  .superRefine((v, ctx) => {
    if (v.skipped) return;
    const r = answersSchema.safeParse(v);
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  })
  .transform((v): { skipped: true } | ({ skipped: false } & OnboardingAnswers) =>
    v.skipped ? { skipped: true } : { ...answersSchema.parse(v), skipped: false },
  );
export type OnboardingSubmit = z.output<typeof onboardingSubmitSchema>;

/** GET v2/onboarding/status (spec 001 §3): onBoardingStatus is true while onboarding is INCOMPLETE. */
export type OnboardingStatus = {
  onBoardingStatus: boolean;
  businessType: string;
  otherBusinessType: string;
  companyName: string;
  baseNetworkSize: string;
};

/** GET v2/onboarding: the record list the spec reads its first entry of. */
export type OnboardingRecord = {
  is_completed_onboarding: boolean;
  is_tutorial_completed: boolean;
  businessType: string | null;
  otherBusinessType: string | null;
  companyName: string | null;
  baseNetworkSize: string | null;
};

export const tourModuleBody = z.object({ module: tourModuleSchema });
export const infoModuleQuery = z.object({ module: infoModuleSchema });
