import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { bookmarks, leads } from "@/lib/db/schema";

// Bookmarked paths of a lead.

export async function selectBookmarks(userId: string, leadId: string) {
  return db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.leadId, leadId)))
    .orderBy(desc(bookmarks.createdAt));
}

export async function findBookmark(userId: string, leadId: string, pathId: string) {
  const [row] = await db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.leadId, leadId), eq(bookmarks.pathId, pathId)));
  return row ?? null;
}

export async function insertBookmark(userId: string, leadId: string, pathId: string) {
  await db.insert(bookmarks).values({ userId, leadId, pathId }).onConflictDoNothing();
}

export async function deleteBookmark(id: string) {
  await db.delete(bookmarks).where(eq(bookmarks.id, id));
}

export async function selectTopBookmarks(userId: string, limit: number) {
  return db
    .select({ bookmark: bookmarks })
    .from(bookmarks)
    .innerJoin(leads, eq(leads.id, bookmarks.leadId))
    .where(and(eq(bookmarks.userId, userId), eq(leads.isActive, true)))
    .orderBy(desc(bookmarks.createdAt))
    .limit(limit);
}
