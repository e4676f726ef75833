import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { infoModuleQuery } from "@/lib/onboarding/schema";
import { getInfo, markInfoShown } from "@/lib/onboarding/service";

// GET /api/v2/info?module= – the module's banner: remaining showings and its message
export const GET = handler({ query: infoModuleQuery }, async ({ auth, query }) => ok(await getInfo(auth.user.id, query.module)));

// PATCH /api/v2/info?module= – the banner was shown once (remaining − 1, never below 0)
export const PATCH = handler({ query: infoModuleQuery }, async ({ auth, query }) => ok(await markInfoShown(auth.user.id, query.module), "Info updated"));
