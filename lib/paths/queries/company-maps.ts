import "server-only";
import { and, eq, inArray, isNull, lt, notInArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { companyMaps } from "@/lib/db/schema";
import type { TeamSnapshot } from "./snapshot";
import { arr, rows } from "./sql";

// The member's stored company maps (company_maps, decision 019): which companies they opened (or
// which are stored ahead of a first opening), and each one's map as the refresh computed it, under
// the versions of the team view it was computed from (exact, and what that view had lost: decision
// 019). The versions are read in SQL beside the stored ones.

/** A key's stored map: its version and removals (null: none stored yet), and when the member last opened it. */
export type StoredVersion = { companyKey: string; stored: string | null; removals: string | null; openedAt: Date | null };

/** The versions of the member's team view now: exact (`version`) and what it has lost (`removals`). */
export type MapVersions = { version: string; removals: string };

/**
 * The map versions of the member's team view now, and the stored versions and opening day of each
 * key (absent: never opened). Both versions carry a fingerprint of the team's accepted manual tags,
 * which no token follows: the exact one the snapshot's `view` (its team, origins' names and tokens),
 * the other its `removals` (the same with the removal tokens), so any change of tags counts as both.
 */
export async function readMapVersions(snap: TeamSnapshot, keys: string[]): Promise<MapVersions & { keys: Map<string, StoredVersion> }> {
  const team = snap.team;
  const list = await rows<{ version: string; removals: string; company_key: string | null; stored: string | null; stored_removals: string | null; opened_at: string | Date | null }>(
    sql`with tags as (
          select coalesce((
            select string_agg(ut.owner_user_id || ':' || ut.person_id || ':' || t.tag || ':' || coalesce(t.tag_colour, '') || ':' || t.tag_score, ',' order by ut.id)
            from user_tags ut join tags t on t.id = ut.tag_id
            where ut.owner_user_id = any(${arr(team.tagUserIds, "uuid")}) and ut.status = 'accepted' and t.status = 'active'), '') as f),
        v as (select md5(${snap.view} || '|' || tags.f) as version, md5(${snap.removals} || '|' || tags.f) as removals from tags)
        select v.version, v.removals, m.company_key, m.version as stored, m.removals as stored_removals, m.opened_at
        from v left join company_maps m on m.user_id = ${team.memberUserId}::uuid and m.company_key = any(${arr(keys, "text")})`,
    snap.tx,
  );
  const byKey = new Map<string, StoredVersion>();
  for (const r of list) {
    if (r.company_key) byKey.set(r.company_key, { companyKey: r.company_key, stored: r.stored, removals: r.stored_removals, openedAt: r.opened_at ? new Date(r.opened_at) : null });
  }
  return { version: list[0]!.version, removals: list[0]!.removals, keys: byKey };
}

/**
 * A stored map, only if it is still of `version` — or, with `removals`, of any version computed under
 * those removals (a refresh may have stored a newer one meanwhile). With the time it was computed.
 */
export async function readStoredMap(userId: string, companyKey: string, at: { version: string } | { removals: string }): Promise<{ bytes: Uint8Array; computedAt: Date } | null> {
  const [row] = await db
    .select({ map: companyMaps.map, computedAt: companyMaps.computedAt })
    .from(companyMaps)
    .where(and(eq(companyMaps.userId, userId), eq(companyMaps.companyKey, companyKey), "version" in at ? eq(companyMaps.version, at.version) : eq(companyMaps.removals, at.removals)));
  return row?.map && row.computedAt ? { bytes: row.map, computedAt: row.computedAt } : null;
}

/**
 * What the refresh stores beside a map (lib/paths/company-facts.ts): the company's people's facts and
 * names, and the team's connections to them, each with the team view and tokens it was read under.
 */
export type StoredLists = { facts: Uint8Array | null; factsAt: string | null; connections: Uint8Array | null; connectionsAt: string | null };

export async function readStoredLists(userId: string, companyKey: string): Promise<StoredLists | null> {
  const [row] = await db
    .select({ facts: companyMaps.facts, factsAt: companyMaps.factsAt, connections: companyMaps.connections, connectionsAt: companyMaps.connectionsAt })
    .from(companyMaps)
    .where(and(eq(companyMaps.userId, userId), eq(companyMaps.companyKey, companyKey)));
  return row ?? null;
}

/** The member opened these companies now: the refresh keeps their maps from here on. */
export async function markMapsOpened(userId: string, companyKeys: string[]): Promise<void> {
  if (!companyKeys.length) return;
  await db
    .insert(companyMaps)
    .values(companyKeys.map((companyKey) => ({ userId, companyKey })))
    .onConflictDoUpdate({ target: [companyMaps.userId, companyMaps.companyKey], set: { openedAt: sql`now()` } });
}

/** Stores a refreshed map (a row no longer there — the member gone, the map forgotten — stays gone). */
export async function storeMap(
  userId: string,
  companyKey: string,
  m: MapVersions & StoredLists & { personIds: string[]; bytes: Uint8Array | null },
): Promise<void> {
  await db
    .update(companyMaps)
    .set({ version: m.version, removals: m.removals, computedAt: sql`now()`, personIds: m.personIds, map: m.bytes, facts: m.facts, factsAt: m.factsAt, connections: m.connections, connectionsAt: m.connectionsAt })
    .where(and(eq(companyMaps.userId, userId), eq(companyMaps.companyKey, companyKey)));
}

/** Forgets the companies the members last opened before `since`. */
export async function dropMapsOpenedBefore(userIds: string[], since: Date): Promise<void> {
  if (userIds.length) await db.delete(companyMaps).where(and(inArray(companyMaps.userId, userIds), lt(companyMaps.openedAt, since)));
}

/**
 * The member's maps stored ahead of a first opening are of these companies now: those not among them
 * and still unopened are forgotten, the new ones are added unopened (an opened one stays as it is).
 */
export async function setMapsAhead(userId: string, companyKeys: string[]): Promise<void> {
  await db
    .delete(companyMaps)
    .where(and(eq(companyMaps.userId, userId), isNull(companyMaps.openedAt), companyKeys.length ? notInArray(companyMaps.companyKey, companyKeys) : undefined));
  if (companyKeys.length) {
    await db
      .insert(companyMaps)
      .values(companyKeys.map((companyKey) => ({ userId, companyKey, openedAt: null })))
      .onConflictDoNothing();
  }
}

/** The companies the members opened since `since`, each member's most recently opened first, at most `perMember` each. */
export async function mapsToRefresh(userIds: string[], since: Date, perMember: number): Promise<{ userId: string; companyKey: string }[]> {
  if (!userIds.length) return [];
  const list = await rows<{ user_id: string; company_key: string }>(
    sql`select user_id, company_key from (
          select user_id, company_key, row_number() over (partition by user_id order by opened_at desc) as n
          from company_maps where user_id = any(${arr(userIds, "uuid")}) and opened_at >= ${since.toISOString()}::timestamptz) m
        where n <= ${perMember} order by user_id, n`,
  );
  return list.map((r) => ({ userId: r.user_id, companyKey: r.company_key }));
}

/**
 * Forgets stored maps that may show erased data (decision 018): the members' (`userIds`) and every
 * map naming one of `personIds`. The companies stay opened; the next refresh stores them again.
 */
export async function forgetStoredMaps(tx: DbOrTx, by: { userIds: string[]; personIds: string[] }): Promise<void> {
  const blank = { version: null, removals: null, computedAt: null, personIds: [] as string[], map: null, facts: null, factsAt: null, connections: null, connectionsAt: null };
  if (by.userIds.length) await tx.update(companyMaps).set(blank).where(inArray(companyMaps.userId, by.userIds));
  if (by.personIds.length) await tx.update(companyMaps).set(blank).where(sql`${companyMaps.personIds} && ${arr(by.personIds, "uuid")}`);
}
