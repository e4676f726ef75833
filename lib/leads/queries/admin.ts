import "server-only";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { escapeLike } from "@/lib/db/like";
import type { NewLead } from "./leads";

// Superadmin reads and writes across every member (lib/leads/admin.ts).

/** Distinct non-empty lead companies of every member, alphabetical; id is one lead of that company. */
export async function selectLeadCompanies(input: { search?: string; skip: number; limit: number }) {
  const where = and(
    sql`${leads.company} <> ''`,
    input.search ? ilike(leads.company, `%${escapeLike(input.search)}%`) : undefined,
  );
  const rows = await db
    .selectDistinctOn([leads.company], { id: leads.id, company: leads.company })
    .from(leads)
    .where(where)
    .orderBy(leads.company, asc(leads.createdAt), asc(leads.id))
    .offset(input.skip)
    .limit(input.limit);
  const [total] = await db.select({ n: sql<number>`count(distinct ${leads.company})::int` }).from(leads).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** Leads (any member) by id or by exact company name. */
export async function selectLeadsByIdsOrCompanies(ids: string[], companies: string[]) {
  if (!ids.length && !companies.length) return [];
  return db
    .select()
    .from(leads)
    .where(or(ids.length ? inArray(leads.id, ids) : undefined, companies.length ? inArray(leads.company, companies) : undefined))
    .orderBy(asc(leads.id));
}

/**
 * Keyset page of active leads (any member), optionally of some companies, by company then id:
 * reports walk all leads in company order without holding them.
 */
export async function selectActiveLeadsAfter(input: { after: { company: string; id: string } | null; companies: string[]; limit: number }) {
  return db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.isActive, true),
        input.companies.length ? inArray(leads.company, input.companies) : undefined,
        input.after ? sql`(${leads.company}, ${leads.id}) > (${input.after.company}, ${input.after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(leads.company), asc(leads.id))
    .limit(input.limit);
}

export async function updateLeadById(leadId: string, values: Partial<NewLead>) {
  await db.update(leads).set({ ...values, updatedAt: new Date() }).where(eq(leads.id, leadId));
}
