import "server-only";
import { sql, and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { notificationSettings, notifications, siteSettings } from "@/lib/db/schema";

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

/** The member's unread notifications of these types, newest first, and how many there are. */
export async function findUnreadOfTypes(userId: string, types: readonly string[], limit = 50) {
  const where = and(eq(notifications.userId, userId), isNull(notifications.readAt), inArray(notifications.type, [...types]));
  const [list, [total]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Marks every unread notification of these types of the member read; the number marked. */
export async function setAllRead(userId: string, types: readonly string[]) {
  const list = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), inArray(notifications.type, [...types])))
    .returning({ id: notifications.id });
  return list.length;
}

/** Inserts unless the member already has one with this dedupe key (the unique index decides); true when inserted. */
export async function insertNotificationOnce(
  tx: DbOrTx | undefined,
  values: { userId: string; type: string; message: string; data?: Record<string, unknown>; dedupeKey: string },
): Promise<boolean> {
  const list = await (tx ?? db).insert(notifications).values(values).onConflictDoNothing().returning({ id: notifications.id });
  return list.length > 0;
}

export async function selectSettings(userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

export async function upsertSettings(userId: string, dailyDigest: boolean) {
  await db
    .insert(notificationSettings)
    .values({ userId, dailyDigest })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { dailyDigest, updatedAt: new Date() } });
}

/** Members with the digest on, not yet sent `day`, and at least one unread notification of these types. */
export async function findDigestRecipients(day: string, types: readonly string[]) {
  return db
    .selectDistinct({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .innerJoin(notifications, and(eq(notifications.userId, notificationSettings.userId), isNull(notifications.readAt), inArray(notifications.type, [...types])))
    .where(and(eq(notificationSettings.dailyDigest, true), sql`${notificationSettings.lastDigestOn} is distinct from ${day}`));
}

/** Claims the member's digest of `day` (true once per member and day, whatever the servers). */
export async function claimDigest(userId: string, day: string): Promise<boolean> {
  const list = await db
    .update(notificationSettings)
    .set({ lastDigestOn: day })
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.dailyDigest, true), sql`${notificationSettings.lastDigestOn} is distinct from ${day}`))
    .returning({ userId: notificationSettings.userId });
  return list.length > 0;
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

/** Deletes the notifications about these intro requests (`data.intro_request_id`). */
export async function deleteAboutRequests(tx: DbOrTx, requestIds: string[]) {
  if (!requestIds.length) return;
  await tx.delete(notifications).where(inArray(sql`${notifications.data}->>'intro_request_id'`, requestIds));
}

/** In the notifications about these intro requests, `name` becomes `replacement`. */
export async function renameAboutRequests(tx: DbOrTx, requestIds: string[], name: string, replacement: string) {
  if (!requestIds.length || !name) return;
  await tx
    .update(notifications)
    .set({ message: sql`replace(${notifications.message}, ${name}, ${replacement})` })
    .where(inArray(sql`${notifications.data}->>'intro_request_id'`, requestIds));
}
