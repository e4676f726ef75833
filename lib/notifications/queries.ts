import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db";
import { notifications } from "@/lib/db/schema";

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
