import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, selectRows, type DbOrTx } from "@/lib/db";
import type { Team } from "../engine";
import { UUID } from "../path-id";

// The paths domain's only database access. The engine is a read model over other domains' tables
// (users, collaborators, persons, experiences, educations, connections, extended_networks,
// co_occurrences, user_tags, tags, leads, top_network); it writes only relation_metrics, the
// leads' AI-sort columns, a member's missing person node, and the members' company maps
// (company_maps). Every read goes through an index:
// connections by person or owner, experiences by company key, educations by school key.

/**
 * One array parameter (`= any(...)`) instead of one parameter per value: lists can be long (a
 * company map sends 5,000 ids several times). Ids in their canonical form need no quoting; any
 * other value is quoted and escaped, so no value can split into two.
 */
export function arr(values: readonly string[], type: "uuid" | "text"): SQL {
  const plain = type === "uuid" && values.every((v) => UUID.test(v));
  const literal = plain ? `{${values.join(",")}}` : `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
  return type === "uuid" ? sql`${literal}::uuid[]` : sql`${literal}::text[]`;
}

/** `selectRows` with the statement first: the engine's reads default to the shared connection pool. */
export function rows<T>(q: SQL, tx: DbOrTx = db): Promise<T[]> {
  return selectRows<T>(tx, q);
}

export function originIds(team: Team): string[] {
  return team.origins.map((o) => o.personId);
}

/**
 * Connections `alias` owned by the team: by its users or its extended networks, and shared with the
 * member — a teammate's private connection (issue 31) is never read into the member's team view;
 * the member's own are. `private` is in connections (person_id)'s INCLUDE (migration 0023): the
 * "is this person in the team network" probes stay index-only.
 */
export function teamOwns(team: Team, alias: string): SQL {
  const c = sql.raw(alias);
  const byUser = sql`${c}.owner_user_id = any(${arr(team.userIds, "uuid")})`;
  // Without extended networks, leave the second test out: the `or` would stop PostgreSQL from
  // using the (owner_user_id, person_id) index.
  const owned = team.extendedNetworkIds.length ? sql`(${byUser} or ${c}.extended_network_id = any(${arr(team.extendedNetworkIds, "uuid")}))` : sql`(${byUser})`;
  return sql`(${owned} and ${sharedWith(team, alias)})`;
}

/** A connection `alias` the member may see: their own, or one its owner did not mark private. */
export function sharedWith(team: Team, alias: string): SQL {
  const c = sql.raw(alias);
  return sql`(not ${c}.private or ${c}.owner_user_id = ${team.memberUserId}::uuid)`;
}

/**
 * A co-occurrence `alias` the member may see: the member's own, or a teammate's about two people
 * neither of whom that teammate marked private (the pair's evidence would tell of the contact).
 */
export function coOccurrenceShared(team: Team, alias: string): SQL {
  const co = sql.raw(alias);
  return sql`(${co}.owner_user_id = ${team.memberUserId}::uuid or not exists (select 1 from connections pc
    where pc.owner_user_id = ${co}.owner_user_id and pc.person_id in (${co}.person_a_id, ${co}.person_b_id) and pc.private))`;
}

/**
 * Where the reads change shape (the results are the same either way): the oracle tests set them to
 * the extremes, so every shape is compared. Measured on the warm-path benchmark (lib/paths/README.md).
 */
export const READ_SHAPES = {
  /** From this many (supplier, key) pairs, the team's facts at keys are read in two halves at once. */
  factsInHalvesFrom: 2_000,
  /** From this many people, the team's connections to them are read in two halves at once. */
  connectionsInHalvesFrom: 1_000,
  /** Up to this many people, what the team holds about them (`around`) is one statement; above, five at once. */
  aroundInOneUpTo: 16,
};

/**
 * A large read as two statements at once, on two pooled connections: one statement runs on one
 * core, and these reads are index descents, whose number halves. Below `from` work items, one.
 */
export function inHalves<T>(list: T[], work: number, from: number): T[][] {
  return list.length > 1 && work >= from ? [list.slice(0, list.length >> 1), list.slice(list.length >> 1)] : [list];
}

/** Rows read, grouped by a key (a person, a company), each as `valueOf` makes it. */
export function groupBy<R, V = R>(list: R[], keyOf: (r: R) => string, valueOf: (r: R) => V = (r) => r as unknown as V): Map<string, V[]> {
  const m = new Map<string, V[]>();
  for (const r of list) {
    const k = keyOf(r);
    const at = m.get(k);
    if (at) at.push(valueOf(r));
    else m.set(k, [valueOf(r)]);
  }
  return m;
}
