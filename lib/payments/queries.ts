import "server-only";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { invoices, paymentEvents, payments, plans, type Payment } from "@/lib/db/schema";

// The payments domain's only Drizzle access: plans, payments, their provider events and invoices.

export async function listActivePlans(type: string) {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.type, type), eq(plans.isActive, true)))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
}

export async function findPlan(id: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ?? null;
}

/** The member's most recent order, for the order form's defaults. */
export async function lastPayment(userId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(1);
  return row ?? null;
}

export async function insertPayment(values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function setCheckout(id: string, values: { providerRef: string; paymentLink: string }) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

export async function markCheckoutFailed(id: string, reason: string) {
  await db.update(payments).set({ status: "failed", failureReason: reason, failedAt: new Date() }).where(eq(payments.id, id));
}

/** Scoped to its owner: another member's payment id finds nothing. */
export async function findOwnPayment(userId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.paymentId, paymentId)))
    .limit(1);
  return row ?? null;
}

/** Locks the payment row so that two events of one payment are applied one after the other. */
export async function lockPayment(tx: DbOrTx, paymentId: string): Promise<Payment | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.paymentId, paymentId)).for("update");
  return row ?? null;
}

/** History: every payment that reached an outcome (an abandoned checkout is not history). */
export async function listPayments(userId: string, page: number, pageSize: number) {
  const where = and(eq(payments.userId, userId), ne(payments.status, "pending"));
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

/** Records a provider event; false when it was already recorded (a redelivery). */
export async function recordEvent(tx: DbOrTx, values: { provider: string; eventId: string; type: string; paymentId: string | null }) {
  const rows = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function markSucceeded(tx: DbOrTx, id: string, paymentMethod: string) {
  const now = new Date();
  await tx
    .update(payments)
    .set({ status: "succeeded", paymentMethod, paidAt: now, fulfilledAt: now, failureReason: null, failedAt: null })
    .where(eq(payments.id, id));
}

export async function markFailed(tx: DbOrTx, id: string, reason: string) {
  await tx.update(payments).set({ status: "failed", failureReason: reason, failedAt: new Date() }).where(eq(payments.id, id));
}

export async function insertInvoice(tx: DbOrTx, paymentRowId: string, number: string) {
  await tx.insert(invoices).values({ paymentId: paymentRowId, number }).onConflictDoNothing({ target: invoices.paymentId });
}

export async function findInvoice(paymentRowId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentRowId)).limit(1);
  return row ?? null;
}

/** Detaches a deleted account's payments; the billing name and e-mail become the placeholder. */
export async function detachPayments(tx: DbOrTx, userId: string, placeholder: { name: string; email: string }): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({
      userId: null,
      billing: sql`${payments.billing} || ${JSON.stringify(placeholder)}::jsonb`,
    })
    .where(eq(payments.userId, userId))
    .returning({ id: payments.id });
  return rows.length;
}
