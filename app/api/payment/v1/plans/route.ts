import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { plansQuery } from "@/lib/payments/schema";
import { listPlans } from "@/lib/payments/service";

// GET /api/payment/v1/plans?type=lead – the plan dialog's plans and the order form's defaults
export const GET = handler({ query: plansQuery }, async ({ auth, query }) => ok(await listPlans(auth.user, query.type), "Plans fetched successfully"));
