import "server-only";
import type Stripe from "stripe";
import { env } from "@/lib/config/env";
import { getStripe } from "./stripe-client";

// One provider interface (DESIGN §9): Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the
// built-in sandbox whose hosted checkout page lives in this app. Both only *start* a payment;
// fulfilment comes from provider events handled in service.ts, never from a redirect.

export type CheckoutInput = {
  paymentId: string;
  amount: number; // minor units
  currency: string;
  productName: string;
  productDescription: string;
  customerEmail: string;
  /** Where the provider sends the buyer back (paid or not): the /billing/ page. */
  returnUrl: string;
};
export type CheckoutResult = { providerRef: string; paymentLink: string };

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>;
}

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  async createCheckout(input) {
    return { providerRef: `sandbox_${input.paymentId}`, paymentLink: `${env.appUrl}/checkout/sandbox/${encodeURIComponent(input.paymentId)}/` };
  },
};

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.productName, ...(input.productDescription ? { description: input.productDescription } : {}) },
              },
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.paymentId,
          metadata: { payment_id: input.paymentId },
          payment_intent_data: { metadata: { payment_id: input.paymentId } },
          success_url: input.returnUrl,
          // Back from Stripe without paying: the billing page says so instead of waiting for an
          // expiry event; the payment itself stays pending until Stripe reports its outcome.
          cancel_url: `${input.returnUrl}&canceled=1`,
        },
        // A retried create (network blip) returns the same session instead of a second one.
        { idempotencyKey: `checkout-session:${input.paymentId}` },
      );
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a url");
      return { providerRef: session.id, paymentLink: session.url };
    },
  };
}

/**
 * The sandbox hands out credits for a button press, so a deployment that takes real money turns it
 * off (PAYMENTS_SANDBOX=off); it is also off whenever Stripe is configured.
 */
export function sandboxEnabled(): boolean {
  return !process.env.STRIPE_SECRET_KEY && process.env.PAYMENTS_SANDBOX !== "off";
}

export function activeProvider(): PaymentProvider | null {
  const stripe = getStripe();
  if (stripe) return stripeProvider(stripe);
  return sandboxEnabled() ? sandboxProvider : null;
}
