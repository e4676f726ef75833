import "server-only";
import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, educations, experiences, extendedNetworks, persons, plans, tags, userTags, users } from "@/lib/db/schema";
import type { ListConnectionsInput } from "./schema";

// The network domain's reads and small writes (the bulk import writes are in import-queries.ts).

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Edges the member may list: their own, and those of the extended networks they uploaded. */
function scope(userId: string, networks: ListConnectionsInput["query"]): SQL {
  const base = eq(connections.ownerUserId, userId);
  const portfolio = inArray(
    connections.extendedNetworkId,
    db.select({ id: extendedNetworks.id }).from(extendedNetworks).where(eq(extendedNetworks.uploadedBy, userId)),
  );
  if (networks.length === 1) return networks[0] === "base" ? base : portfolio;
  return or(base, portfolio)!;
}

export async function findConnections(userId: string, input: ListConnectionsInput) {
  const conditions: SQL[] = [scope(userId, input.query)];
  if (input.search) conditions.push(ilike(persons.fullName, `%${escapeLike(input.search)}%`));
  if (input.company.length || input.title.length) {
    const exp = [eq(experiences.personId, connections.personId)];
    if (input.company.length) exp.push(inArray(experiences.company, input.company));
    if (input.title.length) exp.push(inArray(experiences.title, input.title));
    conditions.push(exists(db.select({ one: sql`1` }).from(experiences).where(and(...exp))));
  }
  if (input.tag.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userTags)
          .where(and(eq(userTags.personId, connections.personId), eq(userTags.ownerUserId, userId), eq(userTags.status, "accepted"), inArray(userTags.tagId, input.tag))),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: connections, p: persons, ext: { id: extendedNetworks.id, name: extendedNetworks.name } })
      .from(connections)
      .innerJoin(persons, eq(persons.id, connections.personId))
      .leftJoin(extendedNetworks, eq(extendedNetworks.id, connections.extendedNetworkId))
      .where(where)
      .orderBy(asc(sql`lower(${persons.fullName})`), asc(connections.id))
      .offset(input.skip)
      .limit(input.limit),
    db.select({ n: count() }).from(connections).innerJoin(persons, eq(persons.id, connections.personId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findExperiences(personIds: string[]) {
  if (!personIds.length) return [];
  return db.select().from(experiences).where(inArray(experiences.personId, personIds)).orderBy(desc(experiences.isCurrent), asc(experiences.sortOrder), desc(experiences.fromDate));
}

export async function findEducations(personIds: string[]) {
  if (!personIds.length) return [];
  return db.select().from(educations).where(inArray(educations.personId, personIds));
}

export async function findUserTags(userId: string, personIds: string[]) {
  if (!personIds.length) return [];
  return db
    .select({ ut: userTags, t: tags })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(and(eq(userTags.ownerUserId, userId), inArray(userTags.personId, personIds), inArray(userTags.status, ["accepted", "suggested"])))
    .orderBy(desc(tags.tagScore), asc(tags.tag));
}

/** Up to `limit` distinct company names or titles in the member's network matching the text, sorted. */
export async function findExperienceValues(userId: string, field: "company" | "title", search: string, limit: number) {
  const column = field === "company" ? experiences.company : experiences.title;
  const rows = await db
    .selectDistinct({ value: column })
    .from(experiences)
    .innerJoin(connections, eq(connections.personId, experiences.personId))
    .where(and(scope(userId, []), isNotNull(column), sql`${column} <> ''`, search ? ilike(column, `%${escapeLike(search)}%`) : undefined))
    .orderBy(asc(column))
    .limit(limit);
  return rows.map((r) => r.value!);
}

/** Deletes the member's own or extended-network edges among `ids`; returns how many. */
export async function deleteConnections(userId: string, ids: string[]) {
  const rows = await db.delete(connections).where(and(inArray(connections.id, ids), scope(userId, []))).returning({ id: connections.id, personId: connections.personId });
  return rows;
}

export async function countOwnConnections(userId: string) {
  const [row] = await db.select({ n: count() }).from(connections).where(eq(connections.ownerUserId, userId));
  return row?.n ?? 0;
}

export async function countInteractionPeople(userId: string) {
  const [row] = await db
    .select({
      email: sql<number>`count(*) filter (where ${connections.emailCount} > 0)::int`,
      meeting: sql<number>`count(*) filter (where ${connections.meetingCount} > 0)::int`,
    })
    .from(connections)
    .where(eq(connections.ownerUserId, userId));
  return { email: row?.email ?? 0, meeting: row?.meeting ?? 0 };
}

/** The member's plan's connection limit (null = unlimited), or undefined without a plan. */
export async function findPlanConnectionLimit(userId: string): Promise<number | null | undefined> {
  const [row] = await db.select({ limit: plans.connectionLimit, planId: users.planId }).from(users).leftJoin(plans, eq(plans.id, users.planId)).where(eq(users.id, userId));
  if (!row?.planId) return undefined;
  return row.limit;
}

export async function findExtendedNetworks(userId: string) {
  return db
    .select({ id: extendedNetworks.id, name: extendedNetworks.name, owner_person_id: extendedNetworks.ownerPersonId, linkedin_slug: persons.slug, created_at: extendedNetworks.createdAt, connections: sql<number>`(select count(*)::int from connections c where c.extended_network_id = ${extendedNetworks.id})` })
    .from(extendedNetworks)
    .innerJoin(persons, eq(persons.id, extendedNetworks.ownerPersonId))
    .where(eq(extendedNetworks.uploadedBy, userId))
    .orderBy(asc(extendedNetworks.name));
}

export async function findExtendedNetwork(userId: string, id: string) {
  const [row] = await db.select().from(extendedNetworks).where(and(eq(extendedNetworks.id, id), eq(extendedNetworks.uploadedBy, userId)));
  return row;
}

export async function upsertPersonBySlug(slug: string, facts: { fullName: string; firstName?: string | null; lastName?: string | null }) {
  const [row] = await db
    .insert(persons)
    .values({ slug, fullName: facts.fullName, firstName: facts.firstName ?? null, lastName: facts.lastName ?? null })
    .onConflictDoUpdate({ target: persons.slug, set: { fullName: sql`case when ${persons.fullName} = '' then excluded.full_name else ${persons.fullName} end` } })
    .returning();
  return row!;
}

export async function insertExtendedNetwork(userId: string, ownerPersonId: string, name: string) {
  const [row] = await db
    .insert(extendedNetworks)
    .values({ uploadedBy: userId, ownerPersonId, name })
    .onConflictDoUpdate({ target: [extendedNetworks.uploadedBy, extendedNetworks.ownerPersonId], set: { name } })
    .returning();
  return row!;
}

export async function findUser(userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The member's own node: found by their LinkedIn slug or created (keyless) and linked. */
export async function ensureOwnPerson(userId: string): Promise<string> {
  const user = await findUser(userId);
  if (!user) throw new Error("user not found");
  if (user.personId) return user.personId;
  const [person] = await db.insert(persons).values({ fullName: user.name }).returning({ id: persons.id });
  await db.update(users).set({ personId: person!.id }).where(eq(users.id, userId));
  return person!.id;
}

export async function replaceOwnHistory(
  personId: string,
  positions: { company: string; companyKey: string; title: string; fromDate: string | null; toDate: string | null; isCurrent: boolean }[] | null,
  schools: { school: string; schoolKey: string; degree: string; fromYear: number | null; toYear: number | null }[] | null,
) {
  await db.transaction(async (tx) => {
    if (positions) {
      await tx.delete(experiences).where(and(eq(experiences.personId, personId), eq(experiences.source, "positions")));
      if (positions.length) await tx.insert(experiences).values(positions.map((p, i) => ({ ...p, personId, sortOrder: i, source: "positions" })));
    }
    if (schools) {
      await tx.delete(educations).where(eq(educations.personId, personId));
      if (schools.length) await tx.insert(educations).values(schools.map((s) => ({ ...s, personId })));
    }
  });
}

export async function deleteConnectionsByPerson(userId: string, personIds: string[]) {
  await db.delete(connections).where(and(eq(connections.ownerUserId, userId), inArray(connections.personId, personIds)));
}
