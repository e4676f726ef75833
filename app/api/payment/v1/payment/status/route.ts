import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { paymentIdQuery } from "@/lib/payments/schema";
import { getPaymentStatus } from "@/lib/payments/service";

// GET /api/payment/v1/payment/status?payment_id – read only: a status check never fulfils anything
export const GET = handler({ query: paymentIdQuery }, async ({ auth, query }) => ok(await getPaymentStatus(auth.user, query.payment_id)));
