import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { toErrorResponse } from "@/lib/api/envelope";
import { ApiError } from "@/lib/api/errors";
import { handleStripeWebhook } from "@/lib/payments/service";

// POST /api/payment/v1/webhook – Stripe's events. Not wrapped in handler(): Stripe sends no session
// or device header, and the signature must be checked on the raw body, byte for byte.
const MAX_BODY = 512 * 1024;

export async function POST(req: NextRequest) {
  const requestId = crypto.randomUUID();
  try {
    // Stripe events are a few kilobytes; anything far larger is not Stripe.
    if (Number(req.headers.get("content-length") ?? 0) > MAX_BODY) throw new ApiError(413, "bad_request", "Payload too large");
    const raw = await req.text();
    if (raw.length > MAX_BODY) throw new ApiError(413, "bad_request", "Payload too large");
    const outcome = await handleStripeWebhook(raw, req.headers.get("stripe-signature"));
    return NextResponse.json({ received: true, outcome }, { headers: { "x-request-id": requestId } });
  } catch (error) {
    return toErrorResponse(error, requestId);
  }
}
