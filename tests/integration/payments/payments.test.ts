import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import Stripe from "stripe";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as plansRoute } from "@/app/api/payment/v1/plans/route";
import { GET as historyRoute, POST as createRoute } from "@/app/api/payment/v1/payment/route";
import { GET as statusRoute } from "@/app/api/payment/v1/payment/status/route";
import { GET as invoiceRoute } from "@/app/api/payment/v1/payment/invoice/route";
import { POST as retryRoute } from "@/app/api/payment/v1/payment/retry/route";
import { POST as webhookRoute } from "@/app/api/payment/v1/webhook/route";
import { GET as sandboxRoute } from "@/app/api/payment/v1/sandbox/route";
import { POST as payRoute } from "@/app/api/payment/v1/sandbox/pay/route";
import { POST as declineRoute } from "@/app/api/payment/v1/sandbox/decline/route";
import { WELCOME_CREDITS } from "@/lib/credits/constants";
import { getCreditBalance } from "@/lib/credits/service";
import { db } from "@/lib/db";
import { creditLedger, paymentEvents, payments, plans } from "@/lib/db/schema";
import { seedPlans } from "@/scripts/seed/plans";
import { BILLING_MESSAGES, DEFAULT_FAILURE_REASON, type CreatePaymentResponse, type PaymentDto, type PaymentPage, type PlansResponse } from "@/lib/payments/constants";
import { fulfilPayment } from "@/lib/payments/service";
import { call } from "@/tests/helpers/api";
import { signedInUser } from "@/tests/helpers/factories";

// The money path of spec 000 against a real database: sandbox and Stripe (a local stand-in for the
// API, events signed with the SDK's own test helper). Credits must move only on fulfilment, once.

const ORDER = { name: "Ada Buyer", email: "ada@acme-corp.com", street: "1 Main Street", city: "Springfield", state: "Illinois", zipcode: "62701", country: "US", tax_id: "US-123456" };
const WEBHOOK_SECRET = "whsec_test_secret_for_payments";

async function growthPlan() {
  const [p] = await db.select().from(plans).where(eq(plans.name, "Growth"));
  return p!;
}

async function ledgerFor(userId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
}

async function order(token: string, overrides: Record<string, unknown> = {}) {
  const plan = await growthPlan();
  return call<CreatePaymentResponse>(createRoute, "/api/payment/v1/payment", { token, body: { ...ORDER, product_id: plan.id, return_url: "/pipeline/", ...overrides } });
}

beforeEach(async () => {
  await seedPlans(db, { email: "sales@scuba.example", meetingUrl: "https://cal.example/demo" });
});

describe("plans and the order", () => {
  it("lists the plan ladder with Enterprise contact options and the member's billing defaults", async () => {
    const { token, user } = await signedInUser({ name: "Grace Hopper" });
    const res = await call<PlansResponse>(plansRoute, "/api/payment/v1/plans", { token, query: { type: "lead" } });
    expect(res.status).toBe(200);
    expect(res.body.data.plans.map((p) => p.name)).toEqual(["Starter", "Growth", "Scale", "Enterprise"]);
    const enterprise = res.body.data.plans.find((p) => p.is_enterprise)!;
    expect(enterprise.options.map((o) => o.type).sort()).toEqual(["email", "link"]);
    expect(res.body.data.user).toMatchObject({ name: "Grace Hopper", email: user.email, street: "" });

    // After an order, its address becomes the default.
    await order(token);
    const again = await call<PlansResponse>(plansRoute, "/api/payment/v1/plans", { token });
    expect(again.body.data.user).toMatchObject({ street: ORDER.street, zipcode: ORDER.zipcode, country: "US", tax_id: ORDER.tax_id });
  });

  it("refuses a bad billing form with every message of spec 000 §5, and stores nothing", async () => {
    const { token, user } = await signedInUser();
    const res = await order(token, { name: "A", email: "nope", street: "ab", city: "x", state: "y", zipcode: "123", country: "ZZ" });
    expect(res.status).toBe(400);
    const messages = Object.values(res.body.errors ?? {}).flat();
    for (const m of Object.values(BILLING_MESSAGES)) expect(messages).toContain(m);
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it("answers 404 with detail.error for an unknown plan or an Enterprise plan", async () => {
    const { token } = await signedInUser();
    const unknown = await order(token, { product_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect((unknown.body.detail as { error: string }).error).toBe("Plan not found");
    const [ent] = await db.select().from(plans).where(eq(plans.isEnterprise, true));
    const enterprise = await order(token, { product_id: ent!.id });
    expect(enterprise.status).toBe(404);
  });
});

describe("sandbox provider", () => {
  it("pays: the redirect alone grants nothing; Pay grants the plan's credits once; invoice PDF holds id and amount", async () => {
    const { token, user } = await signedInUser();
    const before = await getCreditBalance(user.id);
    expect(before).toBe(WELCOME_CREDITS);
    const created = await order(token);
    expect(created.status).toBe(200);
    const { payment_id, payment_link } = created.body.data;
    expect(payment_link).toMatch(new RegExp(`/checkout/sandbox/${payment_id}/$`));

    // Reading the status (what /billing/ does on return) changes nothing.
    const pending = await call<PaymentDto>(statusRoute, "/api/payment/v1/payment/status", { token, query: { payment_id } });
    expect(pending.body.data.status).toBe("pending");
    expect(await getCreditBalance(user.id)).toBe(before);

    const checkout = await call<PaymentDto>(sandboxRoute, "/api/payment/v1/sandbox", { token, query: { payment_id } });
    expect(checkout.body.data.total_amount).toBe(14900);

    const paid = await Promise.all(Array.from({ length: 5 }, () => call<{ redirect: string }>(payRoute, "/", { token, body: { payment_id } })));
    expect(paid.every((r) => r.status === 200)).toBe(true);
    expect(paid[0]!.body.data.redirect).toContain(`/billing/?payment_id=${payment_id}&redirect_url=%2Fpipeline%2F`);
    const plan = await growthPlan();
    expect(await getCreditBalance(user.id)).toBe(before + plan.credits);
    expect((await ledgerFor(user.id)).filter((r) => r.reference === `payment:${payment_id}`)).toHaveLength(1);

    const status = await call<PaymentDto>(statusRoute, "/", { token, query: { payment_id } });
    expect(status.body.data).toMatchObject({ status: "succeeded", failed_payment: null, total_amount: 14900, currency: "USD", purchase_type: "lead" });

    // A declined click after paying is refused and undoes nothing.
    expect((await call(declineRoute, "/", { token, body: { payment_id, reason: "x" } })).status).toBe(409);
    expect(await getCreditBalance(user.id)).toBe(before + plan.credits);

    const history = await call<PaymentPage>(historyRoute, "/", { token });
    expect(history.body.data.count).toBe(1);
    expect(history.body.data.results[0]).toMatchObject({ payment_id, product_name: "Growth", payment_method: "card" });

    const req = new Request(`http://localhost:3000/api/payment/v1/payment/invoice?payment_id=${payment_id}`, { headers: { authorization: `Bearer ${token}` } });
    const pdfRes = await invoiceRoute(new NextRequest(req), { params: Promise.resolve({}) });
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get("content-type")).toBe("application/pdf");
    expect(pdfRes.headers.get("content-disposition")).toContain(`${payment_id}.pdf`);
    const bytes = new Uint8Array(await pdfRes.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(payment_id);
    expect(text).toContain("$149.00");
    expect(text).toContain(ORDER.street);
    expect(text).toContain(ORDER.tax_id);
  });

  it("declines: grants nothing, records the reason; Try Again makes a new payment", async () => {
    const { token, user } = await signedInUser();
    const before = await getCreditBalance(user.id);
    const { payment_id } = (await order(token)).body.data;
    const declined = await call(declineRoute, "/", { token, body: { payment_id, reason: "Insufficient funds" } });
    expect(declined.status).toBe(200);
    expect(await getCreditBalance(user.id)).toBe(before);
    const status = await call<PaymentDto>(statusRoute, "/", { token, query: { payment_id } });
    expect(status.body.data.status).toBe("failed");
    expect(status.body.data.failed_payment?.failure_reason.error_message).toBe("Insufficient funds");
    // Pay after a decline is refused: nothing granted, whether it reaches the check or races past it.
    expect((await call(payRoute, "/", { token, body: { payment_id } })).status).toBe(409);
    expect(await fulfilPayment({ provider: "sandbox", eventId: "late", type: "t", paymentId: payment_id }, { paymentMethod: "card" })).toBe("ignored");
    expect(await getCreditBalance(user.id)).toBe(before);

    const retry = await call<CreatePaymentResponse>(retryRoute, "/", { token, body: { payment_id } });
    expect(retry.status).toBe(200);
    expect(retry.body.data.payment_id).not.toBe(payment_id);
    expect(retry.body.data.payment_link).toContain(retry.body.data.payment_id);

    // A decline without a reason falls back to the spec's text.
    const other = (await order(token)).body.data.payment_id;
    await call(declineRoute, "/", { token, body: { payment_id: other } });
    const s2 = await call<PaymentDto>(statusRoute, "/", { token, query: { payment_id: other } });
    expect(s2.body.data.failed_payment?.failure_reason.error_message).toBe(DEFAULT_FAILURE_REASON);
  });
});

describe("who may see and touch a payment", () => {
  it("anonymous 403, another member's payment 404 everywhere, writes need the device header", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const { payment_id } = (await order(owner.token)).body.data;
    for (const [route, opts] of [
      [plansRoute, {}],
      [historyRoute, {}],
      [statusRoute, { query: { payment_id } }],
      [invoiceRoute, { query: { payment_id } }],
      [sandboxRoute, { query: { payment_id } }],
    ] as const) {
      expect((await call(route, "/", opts)).status).toBe(403);
    }
    expect((await call(createRoute, "/", { body: { ...ORDER, product_id: (await growthPlan()).id } })).status).toBe(403);
    expect((await call(payRoute, "/", { body: { payment_id } })).status).toBe(403);
    expect((await call(payRoute, "/", { token: owner.token, deviceId: null, body: { payment_id } })).status).toBe(403);

    const t = stranger.token;
    expect((await call(statusRoute, "/", { token: t, query: { payment_id } })).status).toBe(404);
    expect((await call(sandboxRoute, "/", { token: t, query: { payment_id } })).status).toBe(404);
    expect((await call(payRoute, "/", { token: t, body: { payment_id } })).status).toBe(404);
    expect((await call(declineRoute, "/", { token: t, body: { payment_id } })).status).toBe(404);
    expect((await call(retryRoute, "/", { token: t, body: { payment_id } })).status).toBe(404);
    await call(payRoute, "/", { token: owner.token, body: { payment_id } });
    expect((await call(invoiceRoute, "/", { token: t, query: { payment_id } })).status).toBe(404);
    expect((await call<PaymentPage>(historyRoute, "/", { token: t })).body.data.count).toBe(0);
    // A return address off the site is replaced by "/".
    const evil = await order(owner.token, { return_url: "https://evil.example/" });
    const s = await call<PaymentDto>(statusRoute, "/", { token: owner.token, query: { payment_id: evil.body.data.payment_id } });
    expect(s.body.data.redirect_url).toBe("/");
  });
});

describe("configuration", () => {
  it("PLANS_FILE replaces the ladder and updates plans by name on every start", async () => {
    const { writeFileSync, mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const file = `${mkdtempSync(`${tmpdir()}/plans-`)}/plans.json`;
    writeFileSync(file, JSON.stringify([{ name: "Growth", description: "Edited", meta_data: ["Leads~~120~~credits"], credits: 120, price: 9900, currency: "eur", sort_order: 1 }, { name: "Starter", is_active: false }]));
    process.env.PLANS_FILE = file;
    try {
      await seedPlans(db, { email: "x@example.com", meetingUrl: "https://x.example" });
    } finally {
      delete process.env.PLANS_FILE;
    }
    const { token } = await signedInUser();
    const res = await call<PlansResponse>(plansRoute, "/", { token });
    const growth = res.body.data.plans.find((p) => p.name === "Growth")!;
    expect(growth).toMatchObject({ description: "Edited", credits: 120, price: 9900, currency: "EUR", meta_data: ["Leads~~120~~credits"] });
    expect(res.body.data.plans.map((p) => p.name)).not.toContain("Starter");
  });

  it("PAYMENTS_SANDBOX=off refuses new sandbox orders and the sandbox's Pay button", async () => {
    const { token, user } = await signedInUser();
    const { payment_id } = (await order(token)).body.data;
    const before = await getCreditBalance(user.id);
    process.env.PAYMENTS_SANDBOX = "off";
    try {
      expect((await order(token)).status).toBe(503);
      expect((await call(payRoute, "/", { token, body: { payment_id } })).status).toBe(404);
    } finally {
      delete process.env.PAYMENTS_SANDBOX;
    }
    expect(await getCreditBalance(user.id)).toBe(before);
  });
});

// ---- Stripe ------------------------------------------------------------------------------------

type SeenRequest = { path: string; idempotencyKey: string | undefined; body: string };
let stub: Server;
const seen: SeenRequest[] = [];
let sessionCounter = 0;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let s = "";
    req.on("data", (c) => (s += c));
    req.on("end", () => resolve(s));
  });
}

describe("Stripe Checkout (local stand-in + signed webhooks)", () => {
  const stripe = new Stripe("sk_test_local");

  beforeAll(async () => {
    // Answers POST /v1/checkout/sessions in the documented shape of a Checkout Session.
    stub = createServer(async (req, res) => {
      const body = await readBody(req);
      seen.push({ path: req.url ?? "", idempotencyKey: req.headers["idempotency-key"] as string | undefined, body });
      if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
        const form = new URLSearchParams(body);
        const id = `cs_test_${++sessionCounter}`;
        res.writeHead(200, { "content-type": "application/json", "request-id": `req_${sessionCounter}` });
        res.end(
          JSON.stringify({
            id,
            object: "checkout.session",
            mode: "payment",
            status: "open",
            payment_status: "unpaid",
            amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
            currency: form.get("line_items[0][price_data][currency]"),
            client_reference_id: form.get("client_reference_id"),
            metadata: { payment_id: form.get("metadata[payment_id]") },
            success_url: form.get("success_url"),
            cancel_url: form.get("cancel_url"),
            url: `https://checkout.stripe.com/c/pay/${id}`,
          }),
        );
        return;
      }
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }));
    });
    await new Promise<void>((r) => stub.listen(0, "127.0.0.1", r));
    process.env.STRIPE_SECRET_KEY = "sk_test_local";
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    process.env.STRIPE_API_HOST = "127.0.0.1";
    process.env.STRIPE_API_PORT = String((stub.address() as AddressInfo).port);
    process.env.STRIPE_API_PROTOCOL = "http";
  });

  afterAll(async () => {
    for (const k of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_HOST", "STRIPE_API_PORT", "STRIPE_API_PROTOCOL"]) delete process.env[k];
    await new Promise((r) => stub.close(r));
  });

  function event(type: string, session: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
    return JSON.stringify({ id, object: "event", api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object: { object: "checkout.session", ...session } } });
  }

  // Posted as raw bytes, exactly as signed (the helper `call` would re-encode a JSON body).
  async function deliver(payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
    const req = new NextRequest("http://localhost:3000/api/payment/v1/webhook", {
      method: "POST",
      headers: { "stripe-signature": signature, "content-type": "application/json" },
      body: payload,
    });
    const res = await webhookRoute(req);
    return { status: res.status, body: await res.json() };
  }

  async function createStripePayment(token: string) {
    const res = await order(token);
    expect(res.status).toBe(200);
    return res.body.data;
  }

  async function paidSession(paymentId: string, overrides: Record<string, unknown> = {}) {
    const [p] = await db.select().from(payments).where(eq(payments.paymentId, paymentId));
    return { id: p!.providerRef, payment_status: "paid", amount_total: p!.totalAmount, currency: "usd", metadata: { payment_id: paymentId }, client_reference_id: paymentId, payment_method_types: ["card"], ...overrides };
  }

  it("creates a Checkout Session through the stand-in with an idempotency key and returns its url", async () => {
    const { token } = await signedInUser();
    seen.length = 0;
    const { payment_id, payment_link } = await createStripePayment(token);
    expect(payment_link).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const create = seen.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(create.idempotencyKey).toBe(`checkout-session:${payment_id}`);
    const form = new URLSearchParams(create.body);
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("14900");
    expect(form.get("success_url")).toContain(`/billing/?payment_id=${payment_id}&redirect_url=`);
    expect(form.get("cancel_url")).toMatch(/&canceled=1$/);
    expect(form.get("metadata[payment_id]")).toBe(payment_id);
  });

  it("refuses an oversized body and answers 404 when Stripe is not configured", async () => {
    const big = "x".repeat(600 * 1024);
    expect((await deliver(big, "t=1,v1=00")).status).toBe(413);
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const payload = event("checkout.session.completed", { id: "cs_x", payment_status: "paid", metadata: { payment_id: "pay_x" } });
      expect((await deliver(payload)).status).toBe(404);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
  });

  it("a bad signature grants nothing", async () => {
    const { token, user } = await signedInUser();
    const before = await getCreditBalance(user.id);
    const { payment_id } = await createStripePayment(token);
    const payload = event("checkout.session.completed", await paidSession(payment_id));
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await deliver(payload, "t=1,v1=deadbeef")).status).toBe(400);
    // A body changed after signing fails too.
    const sig = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace("14900", "1"), sig)).status).toBe(400);
    expect(await getCreditBalance(user.id)).toBe(before);
    expect(await db.select().from(paymentEvents)).toEqual([]);
  });

  it("one event delivered 10× serially and 10× concurrently, plus the redirect, grants once", async () => {
    const { token, user } = await signedInUser();
    const before = await getCreditBalance(user.id);
    const { payment_id } = await createStripePayment(token);
    // The buyer comes back first: reading the status grants nothing.
    expect((await call<PaymentDto>(statusRoute, "/", { token, query: { payment_id } })).body.data.status).toBe("pending");
    expect(await getCreditBalance(user.id)).toBe(before);

    const payload = event("checkout.session.completed", await paidSession(payment_id), "evt_completed_1");
    for (let i = 0; i < 10; i++) expect((await deliver(payload)).status).toBe(200);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(concurrent.every((r) => r.status === 200)).toBe(true);
    // A second event of the same payment (async success) grants nothing more either.
    await deliver(event("checkout.session.async_payment_succeeded", await paidSession(payment_id)));

    const plan = await growthPlan();
    expect(await getCreditBalance(user.id)).toBe(before + plan.credits);
    expect((await ledgerFor(user.id)).filter((r) => r.reference === `payment:${payment_id}`)).toHaveLength(1);
    const status = await call<PaymentDto>(statusRoute, "/", { token, query: { payment_id } });
    expect(status.body.data.status).toBe("succeeded");
  });

  it("an unpaid completed session, an expired one, a failed async payment and a wrong amount grant nothing", async () => {
    const { token, user } = await signedInUser();
    const before = await getCreditBalance(user.id);
    const a = (await createStripePayment(token)).payment_id;
    expect((await deliver(event("checkout.session.completed", await paidSession(a, { payment_status: "unpaid" })))).status).toBe(200);
    expect((await call<PaymentDto>(statusRoute, "/", { token, query: { payment_id: a } })).body.data.status).toBe("pending");
    await deliver(event("checkout.session.async_payment_failed", await paidSession(a, { payment_status: "unpaid" })));
    const sa = (await call<PaymentDto>(statusRoute, "/", { token, query: { payment_id: a } })).body.data;
    expect(sa.status).toBe("failed");
    expect(sa.failed_payment?.failure_reason.error_message).toBe(DEFAULT_FAILURE_REASON);

    const b = (await createStripePayment(token)).payment_id;
    await deliver(event("checkout.session.expired", await paidSession(b, { payment_status: "unpaid", status: "expired" })));
    expect((await call<PaymentDto>(statusRoute, "/", { token, query: { payment_id: b } })).body.data.status).toBe("failed");

    const c = (await createStripePayment(token)).payment_id;
    await deliver(event("checkout.session.completed", await paidSession(c, { amount_total: 100 })));
    expect((await call<PaymentDto>(statusRoute, "/", { token, query: { payment_id: c } })).body.data.status).toBe("pending");

    expect(await getCreditBalance(user.id)).toBe(before);
    // A sandbox Pay cannot fulfil a Stripe payment.
    expect((await call(payRoute, "/", { token, body: { payment_id: c } })).status).toBe(404);
  });
});
