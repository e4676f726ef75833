import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { leadPipelineLists, leads, pipelineLists } from "@/lib/db/schema";
import type { PipelineList } from "../types";

// The member's pipeline lists and which leads are on them.

export async function selectLists(userId: string): Promise<PipelineList[]> {
  const rows = await db
    .select({
      id: pipelineLists.id,
      name: pipelineLists.name,
      lead_count: sql<number>`(select count(*)::int from ${leadPipelineLists} where ${leadPipelineLists.pipelineListId} = ${pipelineLists.id})`,
    })
    .from(pipelineLists)
    .where(eq(pipelineLists.userId, userId))
    .orderBy(asc(pipelineLists.createdAt), asc(pipelineLists.name));
  return rows;
}

export async function findList(userId: string, listId: string, tx: DbOrTx = db) {
  const [row] = await tx.select().from(pipelineLists).where(and(eq(pipelineLists.id, listId), eq(pipelineLists.userId, userId)));
  return row ?? null;
}

export async function findListByName(userId: string, name: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select()
    .from(pipelineLists)
    .where(and(eq(pipelineLists.userId, userId), sql`lower(${pipelineLists.name}) = lower(${name})`));
  return row ?? null;
}

export async function insertList(userId: string, name: string, tx: DbOrTx = db) {
  const [row] = await tx.insert(pipelineLists).values({ userId, name }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function renameList(userId: string, listId: string, name: string) {
  const [row] = await db
    .update(pipelineLists)
    .set({ name })
    .where(and(eq(pipelineLists.id, listId), eq(pipelineLists.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteList(userId: string, listId: string, withLeads: boolean) {
  return db.transaction(async (tx) => {
    if (withLeads) {
      const linked = tx.select({ id: leadPipelineLists.leadId }).from(leadPipelineLists).where(eq(leadPipelineLists.pipelineListId, listId));
      await tx.delete(leads).where(and(eq(leads.userId, userId), inArray(leads.id, linked)));
    }
    await tx.delete(pipelineLists).where(and(eq(pipelineLists.id, listId), eq(pipelineLists.userId, userId)));
  });
}

export async function linkLeads(listId: string, leadIds: string[], tx: DbOrTx = db) {
  if (!leadIds.length) return;
  await tx
    .insert(leadPipelineLists)
    .values(leadIds.map((leadId) => ({ leadId, pipelineListId: listId })))
    .onConflictDoNothing();
}

export async function unlinkLeads(listId: string, leadIds: string[]) {
  const rows = await db
    .delete(leadPipelineLists)
    .where(and(eq(leadPipelineLists.pipelineListId, listId), inArray(leadPipelineLists.leadId, leadIds)))
    .returning();
  return rows.length;
}
