import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as creditRoute } from "@/app/api/v2/credit/route";
import { ApiError } from "@/lib/api/errors";
import { WELCOME_CREDITS } from "@/lib/credits/constants";
import { chargeForLead, getCreditBalance, grantCredits, isLeadCharged } from "@/lib/credits/service";
import { db } from "@/lib/db";
import { creditLedger, leads, notifications } from "@/lib/db/schema";
import { writeMetrics } from "@/lib/paths/queries";
import { call } from "@/tests/helpers/api";
import { createUser, signedInUser } from "@/tests/helpers/factories";

async function makeLeads(userId: string, n: number) {
  const rows = await db
    .insert(leads)
    .values(Array.from({ length: n }, (_, i) => ({ userId, name: `Lead ${i}`, linkedinUrl: `https://www.linkedin.com/in/lead-${i}/` })))
    .returning({ id: leads.id });
  return rows.map((r) => r.id);
}

/** Brings the balance to exactly `target`, whatever the welcome grant was. */
async function setBalance(userId: string, target: number) {
  const now = await getCreditBalance(userId);
  if (target > now) await grantCredits({ userId, amount: target - now, reason: "admin_grant", reference: `test:${userId}` });
  if (target < now) await db.insert(creditLedger).values({ userId, delta: target - now, reason: "refund", reference: `test:${userId}` });
  expect(await getCreditBalance(userId)).toBe(target);
}

describe("credit ledger", () => {
  it("grants the welcome credits once, with one FREE_LEAD notification", async () => {
    const user = await createUser();
    const [a, b] = await Promise.all([getCreditBalance(user.id), getCreditBalance(user.id)]);
    expect(a).toBe(WELCOME_CREDITS);
    expect(b).toBe(WELCOME_CREDITS);
    expect(await getCreditBalance(user.id)).toBe(WELCOME_CREDITS);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.type)).toEqual(["FREE_LEAD"]);
  });

  it("GET v2/credit answers data.remaining for the signed-in member", async () => {
    const { user, token } = await signedInUser();
    await grantCredits({ userId: user.id, amount: 10, reason: "purchase", reference: "payment:p1" });
    const res = await call<{ remaining: number }>(creditRoute, "/api/v2/credit", { token });
    expect(res.status).toBe(200);
    expect(res.body.data.remaining).toBe(WELCOME_CREDITS + 10);
    expect((await call(creditRoute, "/api/v2/credit")).status).toBe(403);
  });

  it("charges 1 credit per lead exactly once and keeps the ledger append-only", async () => {
    const user = await createUser();
    await setBalance(user.id, 2);
    const [l1] = await makeLeads(user.id, 1);
    expect(await chargeForLead({ userId: user.id, leadId: l1! })).toEqual({ charged: true, balance: 1 });
    expect(await chargeForLead({ userId: user.id, leadId: l1! })).toEqual({ charged: false, balance: 1 });
    expect(await isLeadCharged(user.id, l1!)).toBe(true);
    const rows = await db.select().from(creditLedger).where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reference, `lead:${l1}`)));
    expect(rows.map((r) => r.delta)).toEqual([-1]);
  });

  it("refuses with 402 and a clear message at 0, but a lead already paid for stays open", async () => {
    const user = await createUser();
    await setBalance(user.id, WELCOME_CREDITS);
    const ids = await makeLeads(user.id, WELCOME_CREDITS + 1);
    for (const id of ids.slice(0, WELCOME_CREDITS)) await chargeForLead({ userId: user.id, leadId: id });
    const err = await chargeForLead({ userId: user.id, leadId: ids[WELCOME_CREDITS]! }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(402);
    expect((err as ApiError).message).toMatch(/out of credits/i);
    expect(await getCreditBalance(user.id)).toBe(0);
    expect(await chargeForLead({ userId: user.id, leadId: ids[0]! })).toEqual({ charged: false, balance: 0 });
  });

  it("grants are idempotent by reference and must be positive", async () => {
    const user = await createUser();
    await getCreditBalance(user.id);
    await grantCredits({ userId: user.id, amount: 25, reason: "purchase", reference: "payment:abc" });
    await grantCredits({ userId: user.id, amount: 25, reason: "purchase", reference: "payment:abc" });
    expect(await getCreditBalance(user.id)).toBe(WELCOME_CREDITS + 25);
    await expect(grantCredits({ userId: user.id, amount: 0, reason: "x", reference: "r0" })).rejects.toMatchObject({ status: 400 });
  });

  it("commits a charge with the caller's transaction, and rolls it back with it", async () => {
    const user = await createUser();
    await setBalance(user.id, 3);
    const [l1] = await makeLeads(user.id, 1);
    await db
      .transaction(async (tx) => {
        await chargeForLead({ userId: user.id, leadId: l1! }, tx);
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await getCreditBalance(user.id)).toBe(3);
    expect(await isLeadCharged(user.id, l1!)).toBe(false);
  });

  it.skipIf(process.env.TEST_DB !== "postgres")("200 concurrent charges on a balance of 50: exactly 50 succeed, never below zero", async () => {
    const user = await createUser();
    await setBalance(user.id, 50);
    const ids = await makeLeads(user.id, 200);
    const results = await Promise.allSettled(ids.map((leadId) => chargeForLead({ userId: user.id, leadId })));
    const ok = results.filter((r) => r.status === "fulfilled" && r.value.charged);
    const refused = results.filter((r) => r.status === "rejected" && (r.reason as ApiError).status === 402);
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(150);
    expect(await getCreditBalance(user.id)).toBe(0);
    // The running balance, in ledger order, never went negative.
    const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id)).orderBy(creditLedger.id);
    let running = 0;
    for (const r of rows) {
      running += r.delta;
      expect(running).toBeGreaterThanOrEqual(0);
    }
  });

  it.skipIf(process.env.TEST_DB !== "postgres")("100 concurrent opens of one lead charge it once", async () => {
    const user = await createUser();
    await setBalance(user.id, 10);
    const [lead] = await makeLeads(user.id, 1);
    const results = await Promise.all(Array.from({ length: 100 }, () => chargeForLead({ userId: user.id, leadId: lead! })));
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    expect(await getCreditBalance(user.id)).toBe(9);
  });

  it.skipIf(process.env.TEST_DB !== "postgres")("a charge in progress does not hold up a metrics write of the member's lead (no deadlock)", async () => {
    const user = await createUser();
    await setBalance(user.id, 10);
    const [lead] = await makeLeads(user.id, 1);
    let metricsDone = false;
    // The charge's transaction holds the user lock while the metrics write inserts a row that
    // references the user; with a lock that excluded key-share locks this waited for the charge,
    // and the charge then waited for the lead row: a deadlock under concurrent opens.
    await db.transaction(async (tx) => {
      await chargeForLead({ userId: user.id, leadId: lead! }, tx);
      await writeMetrics(lead!, user.id, { total_path: 0, start_tags: [], middle_tags: [], end_tags: [], best_score: 0, good_paths: 0, best_path: null, strength_counts: { good: 0, average: 0, weak: 0 }, direct_count: 0, direct_start_tags: [], direct_end_tags: [] });
      metricsDone = true;
      await tx.update(leads).set({ hasVisited: true }).where(eq(leads.id, lead!));
    });
    expect(metricsDone).toBe(true);
    expect(await getCreditBalance(user.id)).toBe(9);
  });
});
