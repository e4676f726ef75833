import "server-only";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { companyMaps } from "@/lib/db/schema";
import type { TeamSnapshot } from "./snapshot";
import { arr, rows } from "./sql";

// The member's stored company maps (company_maps, decision 019): which companies they opened, and
// each one's map as the refresh computed it, under the version of the team view it was computed
// from. The version is read in SQL beside the stored one: the snapshot's team and tokens (`view`),
// and a fingerprint of the team's accepted manual tags, which no token follows.

export type StoredVersion = { companyKey: string; stored: string | null; openedAt: Date | null };

/**
 * The map version of the member's team view now, and the stored version and opening day of each
 * key (null: never opened). `view` is what the snapshot says of the team (its members, sharing,
 * origins and their names, and its tokens).
 */
export async function readMapVersions(snap: TeamSnapshot, view: string, keys: string[]): Promise<{ version: string; keys: Map<string, StoredVersion> }> {
  const team = snap.team;
  const list = await rows<{ version: string; company_key: string | null; stored: string | null; opened_at: string | Date | null }>(
    sql`with v as (
          select md5(${view} || '|' || coalesce((
            select string_agg(ut.owner_user_id || ':' || ut.person_id || ':' || t.tag || ':' || coalesce(t.tag_colour, '') || ':' || t.tag_score, ',' order by ut.id)
            from user_tags ut join tags t on t.id = ut.tag_id
            where ut.owner_user_id = any(${arr(team.tagUserIds, "uuid")}) and ut.status = 'accepted' and t.status = 'active'), '')) as version)
        select v.version, m.company_key, m.version as stored, m.opened_at
        from v left join company_maps m on m.user_id = ${team.memberUserId}::uuid and m.company_key = any(${arr(keys, "text")})`,
    snap.tx,
  );
  const byKey = new Map<string, StoredVersion>();
  for (const r of list) if (r.company_key) byKey.set(r.company_key, { companyKey: r.company_key, stored: r.stored, openedAt: r.opened_at ? new Date(r.opened_at) : null });
  return { version: list[0]!.version, keys: byKey };
}

/** A stored map, only if it is still of `version` (a refresh may have stored a newer one meanwhile). */
export async function readStoredMap(userId: string, companyKey: string, version: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ map: companyMaps.map })
    .from(companyMaps)
    .where(and(eq(companyMaps.userId, userId), eq(companyMaps.companyKey, companyKey), eq(companyMaps.version, version)));
  return row?.map ?? null;
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
export async function storeMap(userId: string, companyKey: string, m: { version: string; personIds: string[]; bytes: Uint8Array | null }): Promise<void> {
  await db
    .update(companyMaps)
    .set({ version: m.version, computedAt: sql`now()`, personIds: m.personIds, map: m.bytes })
    .where(and(eq(companyMaps.userId, userId), eq(companyMaps.companyKey, companyKey)));
}

/** Forgets the companies the members last opened before `since`. */
export async function dropMapsOpenedBefore(userIds: string[], since: Date): Promise<void> {
  if (userIds.length) await db.delete(companyMaps).where(and(inArray(companyMaps.userId, userIds), lt(companyMaps.openedAt, since)));
}

/** The members who opened a company since `since`. */
export async function membersWithOpenedMaps(userIds: string[], since: Date): Promise<string[]> {
  if (!userIds.length) return [];
  const list = await db
    .selectDistinct({ userId: companyMaps.userId })
    .from(companyMaps)
    .where(and(inArray(companyMaps.userId, userIds), gte(companyMaps.openedAt, since)));
  return list.map((r) => r.userId);
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
  const blank = { version: null, computedAt: null, personIds: [] as string[], map: null };
  if (by.userIds.length) await tx.update(companyMaps).set(blank).where(inArray(companyMaps.userId, by.userIds));
  if (by.personIds.length) await tx.update(companyMaps).set(blank).where(sql`${companyMaps.personIds} && ${arr(by.personIds, "uuid")}`);
}
