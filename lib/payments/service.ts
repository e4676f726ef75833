import "server-only";
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/config/env";
import { paymentReference } from "@/lib/credits/constants";
import { grantCredits } from "@/lib/credits/service";
import { transaction, type DbOrTx } from "@/lib/db/transaction";
import type { Payment, Plan, User } from "@/lib/db/schema";
import { log } from "@/lib/log";
import {
  DEFAULT_FAILURE_REASON,
  safeReturnPath,
  type BillingDefaults,
  type CreatePaymentResponse,
  type PaymentDto,
  type PaymentPage,
  type PlanDto,
  type PlansResponse,
} from "./constants";
import { activeProvider, sandboxEnabled, type PaymentProvider } from "./provider";
import type { CreatePaymentInput } from "./schema";
import { getStripe, webhookSecret } from "./stripe-client";
import * as q from "./queries";

// Payments (spec 000 §2–§9, DESIGN §9). A payment starts pending; only a provider event fulfils it
// (Stripe's signature-verified webhook, or the sandbox checkout's Pay button), and fulfilment marks
// it paid and grants its credits in one transaction that also records the event id — so an event
// delivered twice, or two events of one payment, grant once. A redirect back to /billing/ only
// reads the status.

function toPlanDto(p: Plan): PlanDto {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    meta_data: p.metaData,
    is_enterprise: p.isEnterprise,
    options: p.isEnterprise ? p.options : [],
    credits: p.credits,
    price: p.priceCents,
    currency: p.currency,
  };
}

export function toPaymentDto(p: Payment): PaymentDto {
  return {
    id: p.id,
    payment_id: p.paymentId,
    payment_date: (p.paidAt ?? p.failedAt ?? p.createdAt).toISOString(),
    product_name: p.productName,
    product_description: p.productDescription,
    total_amount: p.totalAmount,
    currency: p.currency,
    payment_method: p.paymentMethod,
    status: p.status,
    purchase_type: p.purchaseType,
    credits: p.credits,
    created_at: p.createdAt.toISOString(),
    payment_link: p.status === "pending" ? p.paymentLink : null,
    redirect_url: safeReturnPath(p.returnUrl),
    failed_payment:
      p.status === "failed"
        ? {
            payment_status: "failed",
            failure_reason: { created_at: (p.failedAt ?? p.updatedAt).toISOString(), error_message: p.failureReason || DEFAULT_FAILURE_REASON },
          }
        : null,
  };
}

/** The plan dialog's list and the order form's defaults (the last order's address, else the account). */
export async function listPlans(user: User, type = "lead"): Promise<PlansResponse> {
  const [rows, last] = await Promise.all([q.listActivePlans(type), q.lastPayment(user.id)]);
  const b = last?.billing;
  const defaults: BillingDefaults = {
    name: b?.name ?? user.name ?? "",
    email: b?.email ?? user.email,
    street: b?.street ?? "",
    city: b?.city ?? "",
    state: b?.state ?? "",
    zipcode: b?.zipcode ?? "",
    country: b?.country ?? "",
    tax_id: b?.tax_id ?? "",
  };
  return { plans: rows.map(toPlanDto), user: defaults };
}

/** The spec's order errors are HTTP 404 with `detail.error` (spec 000 §8). */
function orderNotFound(message: string) {
  return new ApiError(404, "not_found", message, { detail: { error: message } });
}

function newPaymentId() {
  return `pay_${randomBytes(12).toString("hex")}`;
}

/** Where the provider returns the buyer: the billing page, which only reads the status. */
export function billingReturnUrl(paymentId: string, redirectUrl: string) {
  const qs = new URLSearchParams({ payment_id: paymentId, redirect_url: redirectUrl });
  return `${env.appUrl}/billing/?${qs.toString()}`;
}

export async function createPayment(user: User, input: CreatePaymentInput, given?: PaymentProvider): Promise<CreatePaymentResponse> {
  const provider = given ?? activeProvider();
  if (!provider) throw new ApiError(503, "internal", "Payments are not available right now. Please contact us.");
  const plan = await q.findPlan(input.product_id);
  if (!plan || !plan.isActive) throw orderNotFound("Plan not found");
  if (plan.isEnterprise || plan.priceCents <= 0 || plan.credits <= 0) throw orderNotFound("This plan cannot be bought online. Please talk to us.");
  const redirectUrl = safeReturnPath(input.return_url);
  const payment = await q.insertPayment({
    paymentId: newPaymentId(),
    userId: user.id,
    planId: plan.id,
    totalAmount: plan.priceCents,
    currency: plan.currency,
    credits: plan.credits,
    productName: plan.name,
    productDescription: plan.description,
    purchaseType: plan.type,
    provider: provider.name,
    returnUrl: redirectUrl,
    billing: {
      name: input.name,
      email: input.email,
      street: input.street,
      city: input.city,
      state: input.state,
      zipcode: input.zipcode,
      country: input.country,
      ...(input.tax_id ? { tax_id: input.tax_id } : {}),
    },
  });
  try {
    const checkout = await provider.createCheckout({
      paymentId: payment.paymentId,
      amount: payment.totalAmount,
      currency: payment.currency,
      productName: payment.productName,
      productDescription: payment.productDescription,
      customerEmail: input.email,
      returnUrl: billingReturnUrl(payment.paymentId, redirectUrl),
    });
    await q.setCheckout(payment.id, checkout);
    log.info("payments.created", { userId: user.id, paymentId: payment.paymentId, provider: provider.name });
    return { payment_id: payment.paymentId, payment_link: checkout.paymentLink };
  } catch (error) {
    log.error("payments.checkout_failed", { paymentId: payment.paymentId, error: error instanceof Error ? error.message : String(error) });
    await q.markCheckoutFailed(payment.id, "The payment provider could not be reached");
    throw new ApiError(502, "internal", "The payment provider could not be reached. Please try again later.");
  }
}

/** Try Again: a new payment for the same plan and billing details as a failed one of the member's. */
export async function retryPayment(user: User, paymentId: string, provider?: PaymentProvider): Promise<CreatePaymentResponse> {
  const old = await q.findOwnPayment(user.id, paymentId);
  if (!old || !old.planId) throw orderNotFound("Payment not found");
  return createPayment(user, { product_id: old.planId, return_url: old.returnUrl ?? "/", tax_id: "", ...old.billing }, provider);
}

export async function getPaymentStatus(user: User, paymentId: string): Promise<PaymentDto> {
  const payment = await q.findOwnPayment(user.id, paymentId);
  if (!payment) throw ApiError.notFound("Payment not found");
  return toPaymentDto(payment);
}

export async function listPaymentHistory(user: User, page: number, pageSize: number): Promise<PaymentPage> {
  const { rows, count } = await q.listPayments(user.id, page, pageSize);
  return { results: rows.map(toPaymentDto), count, page, page_size: pageSize };
}

// ---- fulfilment: the one code path for every provider -----------------------------------------

export type ProviderEvent = { provider: "sandbox" | "stripe"; eventId: string; type: string; paymentId: string | null };
export type EventOutcome = "fulfilled" | "failed" | "duplicate" | "ignored";

/**
 * Marks a payment paid and grants its credits, exactly once: the event id, the status change, the
 * ledger entry (reference payment:<id>) and the invoice commit together or not at all.
 * The amount and currency the provider reports must match what was ordered, or nothing is granted.
 */
export async function fulfilPayment(
  event: ProviderEvent & { paymentId: string },
  details: { paymentMethod: string; amount?: number | null; currency?: string | null },
): Promise<EventOutcome> {
  return transaction(async (tx) => {
    if (!(await q.recordEvent(tx, event))) return "duplicate";
    const payment = await q.lockPayment(tx, event.paymentId);
    if (!payment || payment.provider !== event.provider) {
      log.warn("payments.event_unknown_payment", { ...event });
      return "ignored";
    }
    if (payment.status === "succeeded") return "duplicate";
    // A declined or expired payment is final (a sandbox Pay racing its Decline, a late event).
    if (payment.status === "failed") {
      log.warn("payments.paid_after_failure", { ...event });
      return "ignored";
    }
    if (
      (details.amount != null && details.amount !== payment.totalAmount) ||
      (details.currency != null && details.currency.toUpperCase() !== payment.currency.toUpperCase())
    ) {
      log.error("payments.amount_mismatch", { ...event, expected: payment.totalAmount, got: details.amount });
      return "ignored";
    }
    await q.markSucceeded(tx, payment.id, details.paymentMethod);
    // A buyer who deleted their account meanwhile (decision 018): the payment is still recorded and
    // invoiced, there is no account to credit.
    if (payment.userId) await grantCredits({ userId: payment.userId, amount: payment.credits, reason: "purchase", reference: paymentReference(payment.paymentId) }, tx);
    await q.insertInvoice(tx, payment.id, `INV-${payment.paymentId.replace(/^pay_/, "").toUpperCase()}`);
    log.info("payments.fulfilled", { paymentId: payment.paymentId, userId: payment.userId, credits: payment.credits, eventId: event.eventId });
    return "fulfilled";
  });
}

/** A declined, failed or expired payment: recorded with its reason; a paid one is never undone. */
export async function failPayment(event: ProviderEvent & { paymentId: string }, reason: string): Promise<EventOutcome> {
  return transaction(async (tx) => {
    if (!(await q.recordEvent(tx, event))) return "duplicate";
    const payment = await q.lockPayment(tx, event.paymentId);
    if (!payment || payment.provider !== event.provider) return "ignored";
    if (payment.status !== "pending") return "ignored";
    await q.markFailed(tx, payment.id, reason || DEFAULT_FAILURE_REASON);
    log.info("payments.failed", { paymentId: payment.paymentId, reason, eventId: event.eventId });
    return "failed";
  });
}

// ---- Stripe -----------------------------------------------------------------------------------

/**
 * Verifies and applies one Stripe webhook delivery. The signature is checked on the raw body with
 * Stripe's algorithm (HMAC-SHA256 over "t.payload", with a timestamp tolerance) before anything is read.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<EventOutcome> {
  const stripe = getStripe();
  const secret = webhookSecret();
  if (!stripe || !secret) throw ApiError.notFound("Stripe is not configured");
  if (!signature) throw ApiError.badRequest("Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    log.warn("payments.webhook_bad_signature", {});
    throw ApiError.badRequest("Invalid webhook signature");
  }
  if (!event.type.startsWith("checkout.session.")) return "ignored";
  const session = event.data.object as Stripe.Checkout.Session;
  const paymentId = session.metadata?.payment_id ?? session.client_reference_id ?? null;
  const base: ProviderEvent = { provider: "stripe", eventId: event.id, type: event.type, paymentId };
  if (!paymentId) return "ignored";
  const ev = { ...base, paymentId };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      // A completed session with a delayed method (bank debit) is still unpaid: wait for its outcome.
      if (session.payment_status !== "paid") return "ignored";
      return fulfilPayment(ev, {
        paymentMethod: session.payment_method_types?.[0] ?? "card",
        amount: session.amount_total,
        currency: session.currency,
      });
    case "checkout.session.async_payment_failed":
      return failPayment(ev, DEFAULT_FAILURE_REASON);
    case "checkout.session.expired":
      return failPayment(ev, "The checkout session expired before payment");
    default:
      return "ignored";
  }
}

// ---- the sandbox provider's hosted checkout -----------------------------------------------------

async function ownSandboxPayment(user: User, paymentId: string) {
  const payment = await q.findOwnPayment(user.id, paymentId);
  if (!payment || payment.provider !== "sandbox" || !sandboxEnabled()) throw ApiError.notFound("Payment not found");
  return payment;
}

export async function getSandboxCheckout(user: User, paymentId: string): Promise<PaymentDto & { billing: Payment["billing"] }> {
  const payment = await ownSandboxPayment(user, paymentId);
  return { ...toPaymentDto(payment), billing: payment.billing };
}

function decidedAlready(payment: Payment) {
  return ApiError.conflict(payment.status === "succeeded" ? "This payment is already paid." : "This payment was declined. Start a new one.");
}

/** The sandbox's Pay button: the same fulfilment as a paid Stripe session. */
export async function sandboxPay(user: User, paymentId: string): Promise<{ redirect: string; outcome: EventOutcome }> {
  const payment = await ownSandboxPayment(user, paymentId);
  if (payment.status === "failed") throw decidedAlready(payment);
  const outcome = await fulfilPayment(
    { provider: "sandbox", eventId: `paid:${payment.paymentId}`, type: "sandbox.payment_succeeded", paymentId: payment.paymentId },
    { paymentMethod: "card", amount: payment.totalAmount, currency: payment.currency },
  );
  return { redirect: billingReturnUrl(payment.paymentId, safeReturnPath(payment.returnUrl)), outcome };
}

export async function sandboxDecline(user: User, paymentId: string, reason?: string): Promise<{ redirect: string; outcome: EventOutcome }> {
  const payment = await ownSandboxPayment(user, paymentId);
  if (payment.status === "succeeded") throw decidedAlready(payment);
  const outcome = await failPayment(
    { provider: "sandbox", eventId: `declined:${payment.paymentId}`, type: "sandbox.payment_failed", paymentId: payment.paymentId },
    reason?.trim() || DEFAULT_FAILURE_REASON,
  );
  return { redirect: billingReturnUrl(payment.paymentId, safeReturnPath(payment.returnUrl)), outcome };
}

export async function ownPaymentForInvoice(user: User, paymentId: string) {
  const payment = await q.findOwnPayment(user.id, paymentId);
  if (!payment || payment.status !== "succeeded") throw ApiError.notFound("Invoice not found");
  const invoice = await q.findInvoice(payment.id);
  return { payment, invoiceNumber: invoice?.number ?? `INV-${payment.paymentId}` };
}

// ── data rights (issue 31, decision 018) ──────────────────────────────────────────────────────

/** What stands for a deleted member on the payments and invoices the law keeps. */
export const DELETED_MEMBER = { name: "Deleted member", email: "deleted-member@invalid" } as const;

/**
 * An account is being deleted: its payments (and their invoices) are kept, detached from the account,
 * with the billing name and e-mail replaced. Returns how many.
 */
export function detachPaymentsOf(tx: DbOrTx, userId: string): Promise<number> {
  return q.detachPayments(tx, userId, DELETED_MEMBER);
}
