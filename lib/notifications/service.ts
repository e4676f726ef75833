import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { DbOrTx } from "@/lib/db/transaction";
import * as q from "./queries";
import { ALERT_TYPE_LIST, type AlertList, type NotificationDto, type NotificationSettings } from "./schema";

// In-app notifications (spec 001 §2: FREE_LEAD is fetched on the pipeline, shown as a toast, then
// marked read). This small domain reads and writes only its own table.


const toDto = (n: { id: string; type: string; message: string; data: Record<string, unknown> | null; createdAt: Date }): NotificationDto => ({
  id: n.id,
  type: n.type,
  message: n.message,
  data: n.data ?? null,
  created_at: n.createdAt.toISOString(),
});

export async function listUnread(userId: string, type?: string): Promise<NotificationDto[]> {
  return (await q.findUnread(userId, type)).map(toDto);
}

/** The bell: the member's unread alerts (newest 50) and how many are unread. */
export async function listUnreadAlerts(userId: string): Promise<AlertList> {
  const { list, total } = await q.findUnreadOfTypes(userId, ALERT_TYPE_LIST);
  return { data: list.map(toDto), unread: total };
}

/** Marks all of the member's alerts read (theirs only); how many were unread. */
export async function markAllAlertsRead(userId: string): Promise<number> {
  return q.setAllRead(userId, ALERT_TYPE_LIST);
}

/**
 * Adds a notification unless the member already has one with `dedupeKey` — decided by a unique
 * index, so two servers refreshing at once cannot both add it. True when it was added. With `tx`,
 * inside the caller's transaction (added only with what it announces); without, on its own.
 */
export async function notifyOnce(tx: DbOrTx | undefined, values: { userId: string; type: string; message: string; data?: Record<string, unknown>; dedupeKey: string }) {
  return q.insertNotificationOnce(tx, values);
}

/** The member's settings (the daily digest is off until they turn it on). */
export async function getNotificationSettings(userId: string): Promise<NotificationSettings> {
  const row = await q.selectSettings(userId);
  return { daily_digest: row?.dailyDigest ?? false };
}

export async function setNotificationSettings(userId: string, input: NotificationSettings): Promise<NotificationSettings> {
  await q.upsertSettings(userId, input.daily_digest);
  return getNotificationSettings(userId);
}

/** Members due a digest for `day` (digest on, none sent that day, unread alerts). */
export async function digestRecipients(day: string): Promise<string[]> {
  return (await q.findDigestRecipients(day, ALERT_TYPE_LIST)).map((r) => r.userId);
}

/** True once per member and day: the caller then sends that member's digest. */
export const claimDigest = q.claimDigest;

export async function markRead(userId: string, id: string) {
  const rows = await q.setRead(userId, id);
  if (!rows.length) throw ApiError.notFound("Notification not found");
}

/** Adds a notification inside `tx` (e.g. the FREE_LEAD of the welcome credits, with the grant). */
export async function notify(tx: DbOrTx, values: { userId: string; type: string; message: string; data?: Record<string, unknown> }) {
  await q.insertNotification(tx, values);
}

/**
 * A member left (decision 018): the notifications about the intro requests that went with them go;
 * in those about the requests that stay (their teammates'), their name becomes `replacement`.
 */
export async function forgetPartyOfRequests(tx: DbOrTx, input: { gone: string[]; kept: string[]; name: string; replacement: string }) {
  await q.deleteAboutRequests(tx, input.gone);
  await q.renameAboutRequests(tx, input.kept, input.name, input.replacement);
}
