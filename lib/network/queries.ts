import "server-only";
import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, experiences, extendedNetworks, persons, plans, tags, userTags, users } from "@/lib/db/schema";
import { NETWORK_CHOICES, type ListConnectionsInput, type NetworkChoice } from "./schema";
import { escapeLike } from "@/lib/db/like";

// The network domain's reads and small writes (the bulk import writes are in import-queries.ts).


const uploadedBy = (userIds: string[]) =>
  db.select({ id: extendedNetworks.id }).from(extendedNetworks).where(inArray(extendedNetworks.uploadedBy, userIds));

/**
 * Edges of the chosen networks (none chosen = all): the member's own (base), the extended networks
 * they uploaded (portfolio), and the collaborators' own and uploaded ones (users). `teamIds` are the
 * member's collaborators, read from the collaborators domain by the caller.
 */
function scope(userId: string, teamIds: string[], networks: readonly NetworkChoice[]): SQL {
  const want = new Set<NetworkChoice>(networks.length ? networks : NETWORK_CHOICES);
  const others = teamIds.filter((id) => id !== userId);
  const parts: SQL[] = [];
  if (want.has("base")) parts.push(eq(connections.ownerUserId, userId));
  if (want.has("portfolio")) parts.push(inArray(connections.extendedNetworkId, uploadedBy([userId])));
  if (want.has("users") && others.length) {
    // The member's own node in a collaborator's list is no contact of theirs to show.
    const notMe = sql`${connections.personId} is distinct from (select u.person_id from users u where u.id = ${userId})`;
    // A collaborator's private connections are theirs alone (issue 31); `teamIds` already leaves out
    // the collaborators who paused sharing.
    parts.push(and(or(inArray(connections.ownerUserId, others), inArray(connections.extendedNetworkId, uploadedBy(others))), notMe, eq(connections.private, false))!);
  }
  return parts.length ? or(...parts)! : sql`false`;
}

/** Whose relationship tags a row carries: the edge's owner, or the uploader of its extended network. */
const tagOwner = sql`coalesce(${connections.ownerUserId}, (select e.uploaded_by from extended_networks e where e.id = ${connections.extendedNetworkId}))`;

/** Ids as one array parameter. */
function uuidArray(ids: string[]): SQL {
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}

/**
 * The name the member's team gave the row's person (DESIGN §4's pick rule: the member's own first,
 * then the most recent supplier's), used to search and to sort; the page's cards come from lib/people.
 */
function pickedName(userId: string, team: string[]): SQL {
  return sql`(select pp.full_name from person_profiles pp where pp.person_id = ${connections.personId} and pp.supplied_by = any(${uuidArray(team)})
    order by (pp.supplied_by = ${userId}::uuid) desc, pp.updated_at desc, pp.supplied_by limit 1)`;
}

/** `tagSharing`: the collaborators whose manual tags the member sees (issue 31); a tag filter never finds the others'. */
export async function findConnections(userId: string, teamIds: string[], tagSharing: string[], input: ListConnectionsInput) {
  const team = [userId, ...teamIds.filter((id) => id !== userId)];
  const name = pickedName(userId, team);
  const conditions: SQL[] = [scope(userId, teamIds, input.query)];
  if (input.search) conditions.push(sql`coalesce(${name}, ${persons.slug}, '') ilike ${`%${escapeLike(input.search)}%`}`);
  if (input.company.length || input.title.length) {
    const exp = [eq(experiences.personId, connections.personId), inArray(experiences.suppliedBy, team)];
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
          .where(
            and(
              eq(userTags.personId, connections.personId),
              sql`${userTags.ownerUserId} = ${tagOwner}`,
              inArray(userTags.ownerUserId, [userId, ...tagSharing]),
              eq(userTags.status, "accepted"),
              inArray(userTags.tagId, input.tag),
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        c: connections,
        p: { id: persons.id, slug: persons.slug },
        ext: { id: extendedNetworks.id, name: extendedNetworks.name, uploadedBy: extendedNetworks.uploadedBy },
        owner: { id: users.id, name: users.name },
      })
      .from(connections)
      .innerJoin(persons, eq(persons.id, connections.personId))
      .leftJoin(extendedNetworks, eq(extendedNetworks.id, connections.extendedNetworkId))
      .leftJoin(users, eq(users.id, sql`coalesce(${connections.ownerUserId}, ${extendedNetworks.uploadedBy})`))
      .where(where)
      .orderBy(asc(sql`lower(coalesce(${name}, ${persons.slug}, ''))`), asc(connections.id))
      .offset(input.skip)
      .limit(input.limit),
    db.select({ n: count() }).from(connections).innerJoin(persons, eq(persons.id, connections.personId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Tags on these people: the member's own (accepted and suggested) and, for `others` (collaborators
 * whose rows are listed), only the accepted ones — a collaborator's suggestions are their business.
 */
export async function findUserTags(userId: string, others: string[], personIds: string[]) {
  if (!personIds.length) return [];
  const theirs = others.filter((id) => id !== userId);
  return db
    .select({ ut: userTags, t: tags })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(
      and(
        inArray(userTags.personId, personIds),
        or(
          and(eq(userTags.ownerUserId, userId), inArray(userTags.status, ["accepted", "suggested"])),
          theirs.length ? and(inArray(userTags.ownerUserId, theirs), eq(userTags.status, "accepted")) : undefined,
        ),
      ),
    )
    .orderBy(desc(tags.tagScore), asc(tags.tag));
}

/** Up to `limit` distinct company names or titles in the member's team network matching the text, sorted. */
export async function findExperienceValues(userId: string, teamIds: string[], field: "company" | "title", search: string, limit: number) {
  const column = field === "company" ? experiences.company : experiences.title;
  const rows = await db
    .selectDistinct({ value: column })
    .from(experiences)
    .innerJoin(connections, eq(connections.personId, experiences.personId))
    .where(and(scope(userId, teamIds, []), inArray(experiences.suppliedBy, [userId, ...teamIds.filter((id) => id !== userId)]), isNotNull(column), sql`${column} <> ''`, search ? ilike(column, `%${escapeLike(search)}%`) : undefined))
    .orderBy(asc(column))
    .limit(limit);
  return rows.map((r) => r.value!);
}

/** Deletes the member's own or extended-network edges among `ids` (never a collaborator's). */
export async function deleteConnections(userId: string, ids: string[]) {
  const rows = await db.delete(connections).where(and(inArray(connections.id, ids), scope(userId, [], ["base", "portfolio"]))).returning({ id: connections.id, personId: connections.personId });
  return rows;
}

/** The member's own connection to a person: its private fields are theirs to see. */
export async function findOwnConnection(userId: string, personId: string) {
  const [row] = await db
    .select({ emailCount: connections.emailCount, meetingCount: connections.meetingCount, lastInteractionAt: connections.lastInteractionAt, connectedOn: connections.connectedOn, sources: connections.sources })
    .from(connections)
    .where(and(eq(connections.ownerUserId, userId), eq(connections.personId, personId)));
  return row;
}

/** Distinct people per owner (members and extended networks): who brings how many into a team network. */
/** People per owner as `viewerId` may count them: a teammate's private connections are theirs alone (issue 31). */
export async function countPeopleByOwner(viewerId: string, userIds: string[], extendedNetworkIds: string[]) {
  const [byUser, byExt] = await Promise.all([
    userIds.length
      ? db
          .select({ owner: connections.ownerUserId, n: sql<number>`count(distinct ${connections.personId})::int` })
          .from(connections)
          .where(and(inArray(connections.ownerUserId, userIds), or(eq(connections.ownerUserId, viewerId), eq(connections.private, false))))
          .groupBy(connections.ownerUserId)
      : [],
    extendedNetworkIds.length
      ? db
          .select({ owner: connections.extendedNetworkId, n: sql<number>`count(distinct ${connections.personId})::int` })
          .from(connections)
          .where(inArray(connections.extendedNetworkId, extendedNetworkIds))
          .groupBy(connections.extendedNetworkId)
      : [],
  ]);
  return { byUser, byExt };
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

export async function deleteConnectionsByPerson(userId: string, personIds: string[]) {
  await db.delete(connections).where(and(eq(connections.ownerUserId, userId), inArray(connections.personId, personIds)));
}

// ---- Private connections (issue 31) -------------------------------------------------------------

/** Marks the member's own connections among `ids`; answers the ids that are theirs (changed or not). */
export async function setPrivateByIds(userId: string, ids: string[], value: boolean) {
  const own = await db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.ownerUserId, userId), sql`${connections.id} = any(${uuidArray(ids)})`));
  const ownIds = own.map((r) => r.id);
  const changed = await setPrivate(userId, ownIds, value);
  return { own: ownIds.length, changed };
}

/** Sets `private` on the member's own connections among `ids` that differ (no write, no new network token, otherwise). */
export async function setPrivate(userId: string, ids: string[], value: boolean): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(connections)
    .set({ private: value, updatedAt: new Date() })
    .where(and(eq(connections.ownerUserId, userId), sql`${connections.id} = any(${uuidArray(ids)})`, sql`${connections.private} <> ${value}`))
    .returning({ id: connections.id });
  return rows.length;
}

/**
 * The member's own connections to people at a company: the company the member's export gave the
 * row (its key computed by the caller), or a current experience at that key as the member's team
 * supplied it (`team`: the member and the collaborators who share with them).
 */
export async function ownConnectionCompanies(userId: string) {
  return db
    .select({ id: connections.id, company: connections.company })
    .from(connections)
    .where(and(eq(connections.ownerUserId, userId), isNotNull(connections.company)));
}

export async function ownConnectionsAtCompanyKey(userId: string, team: string[], key: string) {
  const rows = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.ownerUserId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(experiences)
            .where(
              and(
                eq(experiences.personId, connections.personId),
                eq(experiences.companyKey, key),
                inArray(experiences.suppliedBy, team),
                or(eq(experiences.isCurrent, true), sql`${experiences.toDate} is null`),
              ),
            ),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** The member's own connections whose e-mail address is at `domain` (lower case, no '@'). */
export async function ownConnectionsAtDomain(userId: string, domain: string) {
  const rows = await db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.ownerUserId, userId), sql`lower(split_part(${connections.emailAddress}, '@', 2)) = ${domain}`));
  return rows.map((r) => r.id);
}

/** How many connections the members own, and how many of them are private (the collaborators dialog). */
export async function countSharedConnections(userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: connections.ownerUserId, total: count(), private: sql<number>`count(*) filter (where ${connections.private})::int` })
    .from(connections)
    .where(inArray(connections.ownerUserId, userIds))
    .groupBy(connections.ownerUserId);
}
