import "server-only";
import { count, desc, eq, lt } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { eventLogs } from "@/lib/db/schema";

// The event_logs table: written by members' browsers, read by a superadmin, pruned by age.

export async function insertEvents(rows: { userId: string; timestamp: Date; action: string; type: string; page: string }[]) {
  if (rows.length) await db.insert(eventLogs).values(rows);
}

export async function selectUserEvents(userId: string, skip: number, limit: number) {
  const [items, [total]] = await Promise.all([
    db.select().from(eventLogs).where(eq(eventLogs.userId, userId)).orderBy(desc(eventLogs.createdAt), desc(eventLogs.id)).offset(skip).limit(limit),
    db.select({ n: count() }).from(eventLogs).where(eq(eventLogs.userId, userId)),
  ]);
  return { items, count: total?.n ?? 0 };
}

/** Deletes what was logged before `before`; answers how many rows went. */
export async function deleteEventsBefore(before: Date): Promise<number> {
  const gone = await db.delete(eventLogs).where(lt(eventLogs.createdAt, before)).returning({ id: eventLogs.id });
  return gone.length;
}

/** A deleted account's logs (the foreign key would only detach them: they are the member's data). */
export async function deleteEventsOf(tx: DbOrTx, userId: string): Promise<number> {
  const gone = await tx.delete(eventLogs).where(eq(eventLogs.userId, userId)).returning({ id: eventLogs.id });
  return gone.length;
}
