import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { toErrorResponse } from "@/lib/api/envelope";
import { handleStripeWebhook } from "@/lib/payments/service";

// POST /api/payment/v1/webhook – Stripe's events. Not wrapped in handler(): Stripe sends no session
// or device header, and the signature must be checked on the raw body, byte for byte.
export async function POST(req: NextRequest) {
  const requestId = crypto.randomUUID();
  try {
    const raw = await req.text();
    const outcome = await handleStripeWebhook(raw, req.headers.get("stripe-signature"));
    return NextResponse.json({ received: true, outcome }, { headers: { "x-request-id": requestId } });
  } catch (error) {
    return toErrorResponse(error, requestId);
  }
}
