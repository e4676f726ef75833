import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { createPaymentSchema, historyQuery } from "@/lib/payments/schema";
import { createPayment, listPaymentHistory } from "@/lib/payments/service";

// GET /api/payment/v1/payment – the member's own payment history, paged
export const GET = handler({ query: historyQuery }, async ({ auth, query }) =>
  ok(await listPaymentHistory(auth.user, query.page, query.page_size), "Payments fetched successfully"),
);

// POST /api/payment/v1/payment – an order for a plan → payment_id and the provider's payment_link
export const POST = handler({ body: createPaymentSchema }, async ({ auth, body }) => ok(await createPayment(auth.user, body), "Payment created"));
