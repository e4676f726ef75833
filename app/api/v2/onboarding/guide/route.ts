import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { tourModuleBody } from "@/lib/onboarding/schema";
import { listGuides, markGuideSeen } from "@/lib/onboarding/service";

// GET /api/v2/onboarding/guide – each tour module with the times it still opens by itself
export const GET = handler({}, async ({ auth }) => ok(await listGuides(auth.user.id)));

// PUT /api/v2/onboarding/guide – { module }: the tour was ended or closed (remaining − 1, never below 0)
export const PUT = handler({ body: tourModuleBody }, async ({ auth, body }) => ok(await markGuideSeen(auth.user.id, body.module), "Guide updated"));
