import "server-only";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { leads, leadUnlocks } from "@/lib/db/schema";

export type NewLead = typeof leads.$inferInsert;

// One lead at a time: find, insert, edit, delete, visits and unlocks.

export async function findLead(userId: string, leadId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ lead: leads })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.userId, userId)));
  return row ?? null;
}

/** A URL-less lead of the member with this name (case-insensitive) at this company key. */
/** The member's leads among these ids (others' leads are not returned). */
export async function findLeadsOfUser(userId: string, ids: string[]) {
  if (!ids.length) return [];
  return db.select().from(leads).where(and(eq(leads.userId, userId), inArray(leads.id, ids)));
}

/** The active leads of these members (the refresh after a team network change; the AI sort). */
export async function selectActiveLeads(userIds: string[]) {
  if (!userIds.length) return [];
  return db.select().from(leads).where(and(inArray(leads.userId, userIds), eq(leads.isActive, true)));
}

export async function writeScubaSort(updates: { id: string; order: number; factors: Record<string, unknown> }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const u of updates) await tx.update(leads).set({ scubaSortOrder: u.order, scubaSortFactors: u.factors }).where(eq(leads.id, u.id));
  });
}

export async function findLeadByNameAndCompany(userId: string, name: string, key: string) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.userId, userId), isNull(leads.linkedinUrl), sql`lower(${leads.name}) = ${name.toLowerCase()}`, eq(leads.companyKey, key)));
  return row ?? null;
}

/** The member's active leads that have a LinkedIn person, newest first. */
export async function selectLeadsWithPerson(userId: string, limit: number) {
  const rows = await db
    .select({ id: leads.id, name: leads.name, linkedinUrl: leads.linkedinUrl, personId: leads.personId })
    .from(leads)
    .where(and(eq(leads.userId, userId), eq(leads.isActive, true), sql`${leads.personId} is not null and ${leads.linkedinUrl} is not null`))
    .orderBy(sql`${leads.createdAt} desc`)
    .limit(limit);
  return rows.map((r) => ({ ...r, personId: r.personId!, linkedinUrl: r.linkedinUrl! }));
}

/** A lead of the member's with this e-mail (case-insensitive): CRM imports skip contacts already in the pipeline. */
export async function findLeadByEmail(userId: string, email: string) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.userId, userId), sql`lower(${leads.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findLeadByUrl(userId: string, linkedinUrl: string, tx: DbOrTx = db) {
  const [row] = await tx.select().from(leads).where(and(eq(leads.userId, userId), eq(leads.linkedinUrl, linkedinUrl)));
  return row ?? null;
}

export async function insertLead(values: NewLead, tx: DbOrTx = db) {
  const [row] = await tx.insert(leads).values(values).returning();
  return row!;
}

export async function updateLeadRow(userId: string, leadId: string, values: Partial<NewLead>, tx: DbOrTx = db) {
  const [row] = await tx
    .update(leads)
    .set(values)
    .where(and(eq(leads.id, leadId), eq(leads.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteLeadRows(userId: string, ids: string[]) {
  if (!ids.length) return 0;
  const rows = await db
    .delete(leads)
    .where(and(eq(leads.userId, userId), inArray(leads.id, ids)))
    .returning({ id: leads.id });
  return rows.length;
}

export async function countOwnedLeads(userId: string, ids: string[]) {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: count() }).from(leads).where(and(eq(leads.userId, userId), inArray(leads.id, ids)));
  return row?.n ?? 0;
}

export async function markVisited(userId: string, leadId: string, tx: DbOrTx = db) {
  await tx
    .update(leads)
    .set({ hasVisited: true, visitedAt: new Date() })
    .where(and(eq(leads.id, leadId), eq(leads.userId, userId)));
}

export async function recordUnlock(userId: string, leadId: string, tx: DbOrTx = db) {
  await tx.insert(leadUnlocks).values({ userId, leadId }).onConflictDoNothing();
}

/** A unique index refused the write (e.g. a concurrent request added the same lead first). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** The member's active leads on these people (job changes: a lead who moved). */
export async function selectActiveLeadsOnPersons(userId: string, personIds: string[]) {
  if (!personIds.length) return [];
  return db.select().from(leads).where(and(eq(leads.userId, userId), eq(leads.isActive, true), inArray(leads.personId, personIds)));
}

/** How many active leads the member has at each of these company keys. */
export async function countActiveLeadsAtCompanies(userId: string, keys: string[]) {
  if (!keys.length) return [];
  return db
    .select({ key: leads.companyKey, n: count() })
    .from(leads)
    .where(and(eq(leads.userId, userId), eq(leads.isActive, true), inArray(leads.companyKey, keys)))
    .groupBy(leads.companyKey);
}
