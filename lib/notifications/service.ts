import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { DbOrTx } from "@/lib/db/transaction";
import * as q from "./queries";
import type { NotificationDto } from "./schema";

// In-app notifications (spec 001 §2: FREE_LEAD is fetched on the pipeline, shown as a toast, then
// marked read). This small domain reads and writes only its own table.


export async function listUnread(userId: string, type?: string): Promise<NotificationDto[]> {
  const rows = await q.findUnread(userId, type);
  return rows.map((n) => ({ id: n.id, type: n.type, message: n.message, data: n.data ?? null, created_at: n.createdAt.toISOString() }));
}

export async function markRead(userId: string, id: string) {
  const rows = await q.setRead(userId, id);
  if (!rows.length) throw ApiError.notFound("Notification not found");
}

/** Adds a notification inside `tx` (e.g. the FREE_LEAD of the welcome credits, with the grant). */
export async function notify(tx: DbOrTx, values: { userId: string; type: string; message: string; data?: Record<string, unknown> }) {
  await q.insertNotification(tx, values);
}
