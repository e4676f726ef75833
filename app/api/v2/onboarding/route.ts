import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { onboardingSubmitSchema } from "@/lib/onboarding/schema";
import { getOnboarding, submitOnboarding } from "@/lib/onboarding/service";

// GET /api/v2/onboarding – the member's onboarding record (a list; spec 001 §3 reads its first entry)
export const GET = handler({}, async ({ auth }) => ok(await getOnboarding(auth.user)));

// PUT /api/v2/onboarding – the questionnaire: the answers, or { skipped: true }; completes onboarding
export const PUT = handler({ body: onboardingSubmitSchema }, async ({ auth, body }) => ok(await submitOnboarding(auth.user.id, body), "Onboarding completed"));
