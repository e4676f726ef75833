import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { getOnboardingStatus } from "@/lib/onboarding/service";

// GET /api/v2/onboarding/status – onBoardingStatus (true while incomplete) and the answers (spec 001 §3)
export const GET = handler({}, async ({ auth }) => ok(await getOnboardingStatus(auth.user)));
