import "server-only";
import { asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { auditLogs, topNetwork } from "@/lib/db/schema";
import { escapeLike } from "@/lib/db/like";

// The admin domain's only Drizzle access: it owns audit_logs and top_network (the paths engine
// reads top_network's active names through its own read model).

export async function insertAudit(values: typeof auditLogs.$inferInsert) {
  await db.insert(auditLogs).values(values);
}

export async function selectAudit(limit = 100) {
  return db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(limit);
}


export async function selectTopNetworkPage(input: { search: string; skip: number; limit: number }) {
  const where = input.search ? ilike(topNetwork.name, `%${escapeLike(input.search)}%`) : undefined;
  const rows = await db
    .select({ id: topNetwork.id, name: topNetwork.name, isActive: topNetwork.isActive })
    .from(topNetwork)
    .where(where)
    .orderBy(asc(topNetwork.name), asc(topNetwork.id))
    .offset(input.skip)
    .limit(input.limit);
  const [total] = await db.select({ n: count() }).from(topNetwork).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** Adds positions; a name already listed is left as it is (adding twice does nothing twice). */
export async function insertTopNetwork(names: string[]) {
  if (!names.length) return [];
  return db
    .insert(topNetwork)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: topNetwork.name })
    .returning({ id: topNetwork.id, name: topNetwork.name, isActive: topNetwork.isActive });
}

export async function setTopNetworkActive(ids: string[], active: boolean) {
  if (!ids.length) return [];
  const rows = await db.update(topNetwork).set({ isActive: active }).where(inArray(topNetwork.id, ids)).returning({ id: topNetwork.id });
  return rows.map((r) => r.id);
}

export async function selectActiveTopNetworkNames() {
  const rows = await db.select({ name: topNetwork.name }).from(topNetwork).where(eq(topNetwork.isActive, true));
  return rows.map((r) => r.name);
}

/** The listed names among `names`, compared without case ("vp sales" is "VP Sales"). */
export async function selectTopNetworkNamesLike(names: string[]) {
  if (!names.length) return [];
  const lower = names.map((n) => n.toLowerCase());
  const rows = await db.select({ name: topNetwork.name }).from(topNetwork).where(inArray(sql`lower(${topNetwork.name})`, lower));
  return rows.map((r) => r.name);
}
