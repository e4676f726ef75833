import "server-only";
import { sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import type { Team } from "../engine";
import { teamCache, touch } from "./kept";
import { oncePerSearch, searchState } from "./search-state";
import { arr, rows } from "./sql";

// Each person's winning supplier among a team (lib/people/pick.ts: the member's own, then the most
// recent, then the lowest id), for the people two or more teammates supplied facts about. Everyone
// else has one supplier in the team, whose rows are the person's facts as they are.
//
// Joining the winner per row in SQL probed every candidate's facts once more (20,000 index probes
// and a sort of 60,000 rows for a lead next to a large teammate). The contested people of a team
// change only when a teammate's facts do, so they are computed once per team and kept while the
// teammates' `fact_versions` tokens (bumped by triggers on every fact write) stay the same — checked
// once per search (search-state.ts), so every app server stays exact.

export type Winners = { exps: Map<string, string>; edus: Map<string, string> };

const NONE: Winners = { exps: new Map(), edus: new Map() };
const KEPT_TEAMS = 32;

type Entry = { stamp: string; winners: Promise<Winners> };

const perSearch = new WeakMap<Team, Promise<Winners>>();

export function teamWinners(team: Team, tx: DbOrTx = db): Promise<Winners> {
  // A member on their own supplies every fact the team reads: nothing to pick.
  if (team.userIds.length === 1) return Promise.resolve(NONE);
  return oncePerSearch(perSearch, team, () => lookUp(team, tx));
}

async function lookUp(team: Team, tx: DbOrTx): Promise<Winners> {
  const { factStamp: stamp } = await searchState(team, tx);
  const cache = teamCache<Entry>("winners");
  // The tie-break prefers the member's own facts, so the winners are the member's view of the team.
  const key = `${team.memberUserId}|${[...team.userIds].sort().join(",")}`;
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) {
    touch(cache, key, hit);
    return hit.winners;
  }
  const winners = build(team, tx);
  cache.set(key, { stamp, winners });
  winners.catch(() => cache.delete(key));
  while (cache.size > KEPT_TEAMS) cache.delete(cache.keys().next().value!);
  return winners;
}

async function build(team: Team, tx: DbOrTx): Promise<Winners> {
  const [exps, edus] = await Promise.all([contested("experiences", team, tx), contested("educations", team, tx)]);
  return { exps, edus };
}

/** People with facts from two or more of the team's users in `table`, and whose facts win. */
async function contested(table: "experiences" | "educations", team: Team, tx: DbOrTx): Promise<Map<string, string>> {
  const list = await rows<{ person_id: string; winner: string }>(
    sql`select person_id, (array_agg(supplied_by order by (supplied_by = ${team.memberUserId}::uuid) desc, at desc, supplied_by))[1] as winner
      from (select person_id, supplied_by, max(created_at) as at from ${sql.raw(table)}
            where supplied_by = any(${arr(team.userIds, "uuid")}) group by person_id, supplied_by) s
      group by person_id having count(*) > 1`,
    tx,
  );
  return new Map(list.map((r) => [r.person_id, r.winner]));
}

/** Keeps the rows of each person's winning supplier (rows as read: `person_id`, `supplied_by`). */
export function keepWinners<R extends { person_id: string; supplied_by: string }>(list: R[], winners: Map<string, string>): R[] {
  if (!winners.size) return list;
  return list.filter((r) => {
    const w = winners.get(r.person_id);
    return w === undefined || w === r.supplied_by;
  });
}
