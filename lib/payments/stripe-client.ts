import "server-only";
import Stripe from "stripe";

// The official SDK: it builds requests in Stripe's shapes, retries with idempotency keys and
// verifies webhook signatures with Stripe's own algorithm. STRIPE_API_HOST/PORT/PROTOCOL point it
// at a local stand-in (the tests do); unset, it talks to api.stripe.com.

let cached: { key: string; client: Stripe } | undefined;

export function stripeConfigured(): boolean {
  return Boolean(process.env.STRIPE_SECRET_KEY);
}

export function getStripe(): Stripe | null {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) return null;
  if (cached?.key === key) return cached.client;
  const host = process.env.STRIPE_API_HOST;
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(host
      ? {
          host,
          port: Number(process.env.STRIPE_API_PORT ?? 443),
          protocol: (process.env.STRIPE_API_PROTOCOL as "http" | "https" | undefined) ?? "https",
        }
      : {}),
  });
  cached = { key, client };
  return client;
}

export function webhookSecret(): string | null {
  return process.env.STRIPE_WEBHOOK_SECRET || null;
}
