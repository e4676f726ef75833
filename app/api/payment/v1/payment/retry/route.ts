import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { sandboxPaySchema } from "@/lib/payments/schema";
import { retryPayment } from "@/lib/payments/service";

// POST /api/payment/v1/payment/retry – Try Again: a new payment with the same order as one of the member's own
export const POST = handler({ body: sandboxPaySchema }, async ({ auth, body }) => ok(await retryPayment(auth.user, body.payment_id), "Payment created"));
