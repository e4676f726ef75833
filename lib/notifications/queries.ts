import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { notifications, siteSettings } from "@/lib/db/schema";

export function findUnread(userId: string, type?: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), type ? eq(notifications.type, type) : undefined))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
}

/** The ids marked read (none when the notification is not the user's). */
export function setRead(userId: string, id: string) {
  return db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
}

/** Inside the caller's transaction, so a notification is written only with what it announces. */
export async function insertNotification(tx: DbOrTx, values: { userId: string; type: string; message: string; data?: Record<string, unknown> }) {
  await tx.insert(notifications).values(values);
}

export async function selectSetting(key: string) {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value ?? null;
}

export async function upsertSetting(key: string, value: string, updatedBy: string) {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
}

export async function deleteSetting(key: string) {
  await db.delete(siteSettings).where(eq(siteSettings.key, key));
}
