import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db";
import type { Team } from "../engine";
import { arr, rows } from "./sql";

// What one search needs to know about its team before it reads neighbourhoods, in one round trip:
// the tokens that say whether what this process keeps about the team is still exact (the facts'
// tokens of migration 0017, the network's of 0018), and whether the team has any co-occurrence or
// accepted manual tag at all (most teams have neither until they sync mail or tag people, and then
// every neighbourhood read of them would answer nothing).

export type SearchState = {
  /** Changes whenever any fact a team user supplied is written or deleted. */
  factStamp: string;
  /** Changes with the facts and whenever a connection or co-occurrence a team owner owns is. */
  networkStamp: string;
  coOccurrences: boolean;
  manualTags: boolean;
};

/**
 * One value per search: the Team object is loaded once per search, so a value kept by it lives as
 * long as the search. `memo` is the caller's, one per kind of value.
 */
export function oncePerSearch<T>(memo: WeakMap<Team, T>, team: Team, make: () => T): T {
  let value = memo.get(team);
  if (value === undefined) memo.set(team, (value = make()));
  return value;
}

const states = new WeakMap<Team, Promise<SearchState>>();

export function searchState(team: Team, tx: DbOrTx): Promise<SearchState> {
  return oncePerSearch(states, team, () => read(team, tx));
}

async function read(team: Team, tx: DbOrTx): Promise<SearchState> {
  const users = arr(team.userIds, "uuid");
  const owners = arr([...team.userIds, ...team.extendedNetworkIds], "uuid");
  const [r] = await rows<{ facts: string; network: string; co: boolean; tags: boolean }>(
    sql`select
        (select coalesce(string_agg(user_id || ':' || token, ',' order by user_id), '') from fact_versions where user_id = any(${users})) as facts,
        (select coalesce(string_agg(owner_id || ':' || token, ',' order by owner_id), '') from network_versions where owner_id = any(${owners})) as network,
        exists (select 1 from co_occurrences where owner_user_id = any(${users})) as co,
        exists (select 1 from user_tags where owner_user_id = any(${users}) and status = 'accepted') as tags`,
    tx,
  );
  return {
    factStamp: r?.facts ?? "",
    networkStamp: `${r?.facts ?? ""}|${r?.network ?? ""}`,
    coOccurrences: Boolean(r?.co),
    manualTags: Boolean(r?.tags),
  };
}
