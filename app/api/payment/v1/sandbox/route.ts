import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { paymentIdQuery } from "@/lib/payments/schema";
import { getSandboxCheckout } from "@/lib/payments/service";

// GET /api/payment/v1/sandbox?payment_id – the order shown on the sandbox's test checkout page
export const GET = handler({ query: paymentIdQuery }, async ({ auth, query }) => ok(await getSandboxCheckout(auth.user, query.payment_id)));
