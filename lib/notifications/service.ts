import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { notifications } from "@/lib/db/schema";
import type { NotificationDto } from "./schema";

// In-app notifications (spec 001 §2: FREE_LEAD is fetched on the pipeline, shown as a toast, then
// marked read). This small domain reads and writes only its own table.


export async function listUnread(userId: string, type?: string): Promise<NotificationDto[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), type ? eq(notifications.type, type) : undefined))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
  return rows.map((n) => ({ id: n.id, type: n.type, message: n.message, data: n.data ?? null, created_at: n.createdAt.toISOString() }));
}

export async function markRead(userId: string, id: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!rows.length) throw ApiError.notFound("Notification not found");
}
