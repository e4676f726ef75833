import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { sandboxPaySchema } from "@/lib/payments/schema";
import { sandboxPay } from "@/lib/payments/service";

// POST /api/payment/v1/sandbox/pay – the test checkout's Pay button (fulfils like a paid Stripe session)
export const POST = handler({ body: sandboxPaySchema }, async ({ auth, body }) => ok(await sandboxPay(auth.user, body.payment_id)));
