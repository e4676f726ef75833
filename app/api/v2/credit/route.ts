import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { getCreditBalance } from "@/lib/credits/service";

// GET /api/v2/credit – the member's remaining lead credits
export const GET = handler({}, async ({ auth }) => {
  const remaining = await getCreditBalance(auth.user.id);
  return ok({ remaining }, "Credits fetched successfully");
});
