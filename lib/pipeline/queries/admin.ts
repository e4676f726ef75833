import "server-only";
import { and, asc, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { orderEntries, type ListLeadsQuery } from "@/lib/leads/list-leads";
import { compileWhere, orderColumn, selectPage } from "./page";

// The superadmin's lead list across every member, through the pipeline's where/order language.

/** One page of every member's leads through the same where/order language, optionally one row per distinct value. */
export async function selectLeadPageAllUsers(q: ListLeadsQuery, distinct?: "company" | "name") {
  const where = compileWhere(q.where);
  const orderBy = orderEntries(q.order).map(([f, dir]) => {
    const col = orderColumn(f);
    return dir === "asc" ? sql`${col} asc nulls last` : sql`${col} desc nulls last`;
  });
  if (distinct) {
    // One row per distinct value: the oldest lead carrying it stands for the group.
    const col = distinct === "company" ? leads.company : leads.name;
    const inner = db
      .selectDistinctOn([col], { id: leads.id })
      .from(leads)
      .where(and(where, sql`${col} <> ''`))
      .orderBy(col, asc(leads.createdAt), asc(leads.id));
    const ids = db.$with("ids").as(inner);
    const rows = await db
      .with(ids)
      .select({ lead: leads })
      .from(leads)
      .where(inArray(leads.id, db.select({ id: ids.id }).from(ids)))
      .orderBy(...orderBy, asc(leads.id))
      .offset(q.skip)
      .limit(q.limit);
    const [total] = await db.select({ n: sql<number>`count(distinct ${col})::int` }).from(leads).where(and(where, sql`${col} <> ''`));
    return { rows, count: total?.n ?? 0 };
  }
  return selectPage(where, orderBy, q);
}
