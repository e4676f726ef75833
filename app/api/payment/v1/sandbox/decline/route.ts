import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { sandboxDeclineSchema } from "@/lib/payments/schema";
import { sandboxDecline } from "@/lib/payments/service";

// POST /api/payment/v1/sandbox/decline – the test checkout's Decline button, with its reason
export const POST = handler({ body: sandboxDeclineSchema }, async ({ auth, body }) => ok(await sandboxDecline(auth.user, body.payment_id, body.reason)));
