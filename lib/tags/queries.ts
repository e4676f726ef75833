import "server-only";
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, experiences, extendedNetworks, persons, tags, userTags, users } from "@/lib/db/schema";
import { SYSTEM_TAG_LIST } from "./system-tags";

// The tag domain's only Drizzle access.

export async function upsertSystemTags() {
  await db
    .insert(tags)
    .values(SYSTEM_TAG_LIST.map((t) => ({ id: t.id, tag: t.tag, tagType: t.tag_type, tagColour: t.tag_colour, tagScore: t.tag_score, isSystem: true, status: "active" })))
    .onConflictDoUpdate({
      target: tags.id,
      set: { tag: sql`excluded.tag`, tagType: sql`excluded.tag_type`, tagColour: sql`excluded.tag_colour`, tagScore: sql`excluded.tag_score`, isSystem: true },
    });
}

const visibleTo = (userId: string) => or(isNull(tags.ownerUserId), eq(tags.ownerUserId, userId))!;

export async function findTags(userId: string, input: { search: string; skip: number; limit: number; manualOnly?: boolean }) {
  const where = and(
    visibleTo(userId),
    eq(tags.status, "active"),
    input.search ? ilike(tags.tag, `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    input.manualOnly ? or(eq(tags.isSystem, false), eq(tags.tagType, "Manual Tagging only")) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(tags).where(where).orderBy(asc(tags.tag)).offset(input.skip).limit(input.limit),
    db.select({ n: count() }).from(tags).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTagsByIds(userId: string, ids: string[]) {
  if (!ids.length) return [];
  return db.select().from(tags).where(and(inArray(tags.id, ids), visibleTo(userId)));
}

export async function insertTag(values: typeof tags.$inferInsert) {
  const [row] = await db.insert(tags).values(values).onConflictDoNothing().returning();
  return row;
}

/** Person ids among `links` (LinkedIn slugs or person ids) that are in the member's network. */
export async function findNetworkPersons(userId: string, slugs: string[], personIds: string[]) {
  if (!slugs.length && !personIds.length) return [];
  const inNetwork = or(
    eq(connections.ownerUserId, userId),
    inArray(connections.extendedNetworkId, db.select({ id: extendedNetworks.id }).from(extendedNetworks).where(eq(extendedNetworks.uploadedBy, userId))),
  );
  const match = or(slugs.length ? inArray(persons.slug, slugs) : undefined, personIds.length ? inArray(persons.id, personIds) : undefined);
  const rows = await db
    .selectDistinct({ id: persons.id, slug: persons.slug })
    .from(persons)
    .innerJoin(connections, eq(connections.personId, persons.id))
    .where(and(match, inNetwork));
  return rows;
}

export async function insertUserTags(rows: { ownerUserId: string; personId: string; tagId: string; status?: "accepted" | "suggested"; evidence?: string | null }[], accept: boolean) {
  if (!rows.length) return;
  const q = db.insert(userTags).values(rows.map((r) => ({ ...r, status: r.status ?? "accepted" })));
  // Applying a tag by hand accepts it (even a suggested or rejected one); suggestions never
  // overwrite what the member decided.
  await (accept ? q.onConflictDoUpdate({ target: [userTags.ownerUserId, userTags.personId, userTags.tagId], set: { status: "accepted" } }) : q.onConflictDoNothing());
}

/** Removes the member's accepted manual tags of one person that are not in `keep`. */
export async function deleteUserTagsExcept(userId: string, personId: string, keep: string[]) {
  await db
    .delete(userTags)
    .where(
      and(
        eq(userTags.ownerUserId, userId),
        eq(userTags.personId, personId),
        eq(userTags.status, "accepted"),
        keep.length ? sql`${userTags.tagId} not in (${sql.join(keep.map((k) => sql`${k}::uuid`), sql`, `)})` : undefined,
      ),
    );
}

export async function deleteUserTag(userId: string, id: string) {
  const rows = await db.delete(userTags).where(and(eq(userTags.id, id), eq(userTags.ownerUserId, userId))).returning();
  return rows[0];
}

export async function rejectUserTag(userId: string, id: string) {
  const rows = await db
    .update(userTags)
    .set({ status: "rejected" })
    .where(and(eq(userTags.id, id), eq(userTags.ownerUserId, userId)))
    .returning();
  return rows[0];
}

export async function findUserTagsFor(userId: string, personIds: string[]) {
  if (!personIds.length) return [];
  return db
    .select({ id: userTags.id, personId: userTags.personId, tagId: tags.id, tag: tags.tag, colour: tags.tagColour, status: userTags.status, evidence: userTags.evidence })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(and(eq(userTags.ownerUserId, userId), inArray(userTags.personId, personIds), inArray(userTags.status, ["accepted", "suggested"])));
}

/**
 * The member's own node and their connections' people who, by the team's facts (DESIGN §1), worked
 * at one of the member's companies: the candidates for a colleague suggestion.
 */
export async function findColleagueCandidates(userId: string, teamIds: string[]): Promise<{ me: string | null; candidates: string[] }> {
  const [user] = await db.select({ personId: users.personId }).from(users).where(eq(users.id, userId));
  if (!user?.personId) return { me: null, candidates: [] };
  const own = await db
    .selectDistinct({ key: experiences.companyKey })
    .from(experiences)
    .where(and(eq(experiences.personId, user.personId), inArray(experiences.suppliedBy, teamIds)));
  const keys = own.map((e) => e.key).filter(Boolean);
  if (!keys.length) return { me: user.personId, candidates: [] };
  const rows = await db
    .selectDistinct({ personId: connections.personId })
    .from(connections)
    .innerJoin(experiences, eq(experiences.personId, connections.personId))
    .where(and(eq(connections.ownerUserId, userId), inArray(experiences.suppliedBy, teamIds), inArray(experiences.companyKey, keys)));
  return { me: user.personId, candidates: rows.map((r) => r.personId).filter((id) => id !== user.personId) };
}
