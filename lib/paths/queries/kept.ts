import "server-only";
import { env } from "@/lib/config/env";
import { dbHandle, type DbOrTx } from "@/lib/db";
import type { Team } from "../engine";
import { oncePerSearch, searchState } from "./search-state";
import { originIds } from "./sql";

// What this process keeps about a team between searches, exact while the team's tokens stay the
// same (search-state.ts): every search reads the tokens first, so several app servers each keep
// their own and none serves anything stale. A write that commits changes a token in the same
// transaction, so rows read after a search saw the old tokens are only ever kept under those.

const g = globalThis as unknown as { __scubaTeamCaches?: WeakMap<object, Map<string, Map<string, unknown>>> };
const perDatabase = (g.__scubaTeamCaches ??= new WeakMap());

/**
 * A map this process keeps per team, by name, for the database in use (tests open several
 * databases in one process, whose tokens and ids must never meet). Kept on globalThis, so several
 * bundles of the server share it.
 */
export function teamCache<V>(name: string): Map<string, V> {
  const handle = dbHandle();
  let byName = perDatabase.get(handle);
  if (!byName) perDatabase.set(handle, (byName = new Map()));
  let cache = byName.get(name);
  if (!cache) byName.set(name, (cache = new Map()));
  return cache as Map<string, V>;
}

/** Moves a team's entry to the end of its map: maps iterate oldest first, so the front is evicted first. */
export function touch<V>(cache: Map<string, V>, key: string, value: V) {
  cache.delete(key);
  cache.set(key, value);
}

// Rows kept in this process over every team and list (env.warmPathsKeptRows, ~300 bytes each: ~60 MB
// by default). The least recently searched team goes first, then the searching team's oldest keys.

/** Facts by company or school key; the team's connections by connected person. */
export type ListName = "experiences" | "educations" | "connections";
/** A key's rows, or the read that brings them (one promise per read, not per key: reads have thousands). */
type Kept = { rows: unknown[] | undefined; read: Promise<Map<string, unknown[]>>; count: number };
type Entry = { stamp: string; lists: Map<ListName, Map<string, Kept>>; count: number };

/**
 * The rows of each key (a company, a school, a person) of one of the team's lists: kept ones, and
 * the missing ones read at once by `read` and kept. A team meets the same keys search after search
 * (its origins' companies every time, the colleagues of large companies' people), and each key costs
 * index descents per supplier. Rows are per member (the pick of winners.ts prefers the member's
 * own facts) and team (its users, extended networks and origins).
 */
export async function keptLists<R>(
  team: Team,
  tx: DbOrTx,
  name: ListName,
  keys: string[],
  read: (missing: string[]) => Promise<Map<string, R[]>>,
): Promise<R[][]> {
  const { networkStamp } = await searchState(team, tx);
  const cache = teamCache<Entry>("lists");
  const teamKey = keyOf(team);
  let entry = cache.get(teamKey);
  if (!entry || entry.stamp !== networkStamp) entry = { stamp: networkStamp, lists: new Map(), count: 0 };
  touch(cache, teamKey, entry);
  let kept = entry.lists.get(name);
  if (!kept) entry.lists.set(name, (kept = new Map()));

  const missing = [...new Set(keys.filter((k) => !kept.has(k)))];
  if (missing.length) {
    const batch = read(missing) as Promise<Map<string, unknown[]>>;
    const slots = missing.map((k): [string, Kept] => [k, { rows: undefined, read: batch, count: 0 }]);
    for (const [k, slot] of slots) kept.set(k, slot);
    const owner = entry;
    const list = kept;
    batch.then(
      (m) => {
        for (const [k, slot] of slots) {
          slot.rows = m.get(k) ?? [];
          slot.count = Math.max(1, slot.rows.length); // a key with no rows still takes room
          if (list.get(k) === slot) owner.count += slot.count;
        }
        evict(cache, owner);
      },
      () => {
        for (const [k, slot] of slots) if (list.get(k) === slot) list.delete(k);
      },
    );
  }
  // The slots are taken before waiting: eviction may drop them from the map meanwhile.
  const wanted = keys.map((k) => kept.get(k)!);
  await Promise.all(new Set(wanted.filter((slot) => !slot.rows).map((slot) => slot.read)));
  return wanted.map((slot) => slot.rows!) as R[][];
}

const teamKeys = new WeakMap<Team, string>();

function keyOf(team: Team): string {
  return oncePerSearch(teamKeys, team, () =>
    [[team.memberUserId], [...team.userIds].sort(), [...team.extendedNetworkIds].sort(), originIds(team).sort()].map((ids) => ids.join(",")).join("|"),
  );
}

function evict(cache: Map<string, Entry>, current: Entry) {
  const keptRows = env.warmPathsKeptRows;
  let total = 0;
  for (const e of cache.values()) total += e.count;
  for (const [key, e] of cache) {
    if (total <= keptRows) return;
    if (e === current) continue;
    cache.delete(key);
    total -= e.count;
  }
  for (const list of current.lists.values()) {
    for (const [k, slot] of list) {
      if (total <= keptRows) return;
      list.delete(k);
      current.count -= slot.count;
      total -= slot.count;
    }
  }
}
