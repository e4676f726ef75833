import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { creditLedger, users } from "@/lib/db/schema";

// The credits domain's only Drizzle access. The ledger is append-only: rows are inserted, never
// updated or deleted; the balance is the sum of deltas.

/**
 * Serialises every balance change of one member (the user row is the lock). `no key update`, not
 * `update`: it still excludes a concurrent charge, but not the key-share lock a foreign key to the
 * user takes — with `update`, a charge waiting on a lead row held by a metrics write, which itself
 * waited to insert a row referencing the user, deadlocked.
 */
export async function lockUser(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  return rows.length > 0;
}

/** Whether the member proved their mailbox (welcome credits wait for it, issue 12 §10). */
export async function isEmailVerified(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.at);
}

export async function sumBalance(userId: string, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.total ?? 0);
}

export async function hasReference(userId: string, reference: string, tx: DbOrTx = db): Promise<boolean> {
  const rows = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reference, reference)))
    .limit(1);
  return rows.length > 0;
}

/** Inserts a ledger row unless its reference exists. Returns whether it was inserted. */
export async function appendEntry(
  tx: DbOrTx,
  entry: { userId: string; delta: number; reason: string; reference: string },
): Promise<boolean> {
  const rows = await tx
    .insert(creditLedger)
    .values(entry)
    .onConflictDoNothing({ target: creditLedger.reference })
    .returning({ id: creditLedger.id });
  return rows.length > 0;
}
