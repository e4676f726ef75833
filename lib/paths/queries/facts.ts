import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { pickSupplier } from "@/lib/people/pick";
import type { Team } from "../engine";
import type { EducationFact, ExperienceFact } from "../rules";
import { keepWinners, type TeamSnapshot, type Winners } from "./snapshot";
import { arr, coOccurrenceShared, groupBy, inHalves, originIds, READ_SHAPES, rows, teamOwns } from "./sql";

// The team's own facts (DESIGN §1, §4): experiences and educations supplied by the team's users,
// per person only the winning supplier's (lib/people/pick.ts). Read by person — every teammate's
// rows of those people, so the pick is made from the rows themselves — or, the dominant cost of a
// search, as "the team network's people at these companies / schools", which this process keeps per
// team and key under the search's snapshot (snapshot.ts), picked with the team's kept winners.

export type FactRow<F> = { personId: string; fact: F };

type SqlRow = Record<string, unknown> & { person_id: string; supplied_by: string };

export type FactTable<F> = {
  name: "experiences" | "educations";
  key: "company_key" | "school_key";
  /** The covering index's columns (supplied_by, key INCLUDE …): the read by key stays index-only. */
  indexColumns: SQL;
  /** The same columns as the engine reads them, from alias `e`. */
  output: SQL;
  toFact(r: SqlRow): F;
  keyOf(f: F): string;
  winnersOf(w: Winners): Map<string, string>;
};

export const EXPERIENCES: FactTable<ExperienceFact> = {
  name: "experiences",
  key: "company_key",
  indexColumns: sql.raw("x.person_id, x.supplied_by, x.company, x.company_key, x.title, x.from_date, x.to_date, x.is_current"),
  output: sql.raw("e.person_id, e.supplied_by, e.company, e.company_key, e.title, e.from_date::text as from_date, e.to_date::text as to_date, e.is_current"),
  toFact: (r) => ({
    companyKey: r.company_key as string,
    company: r.company as string,
    title: r.title as string | null,
    fromDate: r.from_date as string | null,
    toDate: r.to_date as string | null,
    isCurrent: r.is_current as boolean,
  }),
  keyOf: (f) => f.companyKey,
  winnersOf: (w) => w.exps,
};

export const EDUCATIONS: FactTable<EducationFact> = {
  name: "educations",
  key: "school_key",
  indexColumns: sql.raw("x.person_id, x.supplied_by, x.school, x.school_key, x.from_year, x.to_year"),
  output: sql.raw("e.person_id, e.supplied_by, e.school, e.school_key, e.from_year, e.to_year"),
  toFact: (r) => ({ schoolKey: r.school_key as string, school: r.school as string, fromYear: r.from_year as number | null, toYear: r.to_year as number | null }),
  keyOf: (f) => f.schoolKey,
  winnersOf: (w) => w.edus,
};

/**
 * The facts of these people as the team supplied them, grouped by person. All of the team's rows of
 * each person are read, so each person's supplier is picked from them (its latest fact is its time).
 */
export async function factsOf<F>(t: FactTable<F>, team: Team, personIds: string[], snap: TeamSnapshot): Promise<Map<string, F[]>> {
  return pickFacts(t, team, await rows<FactOfRow>(factsOfSql(t, team, personIds), snap.tx));
}

/** A row of `factsOfSql`: the fact, its supplier and when it was written (µs since the epoch). */
export type FactOfRow = SqlRow & { at: string | number };

/** The statement of `factsOf`: every row the team's users supplied about these people. */
export function factsOfSql<F>(t: FactTable<F>, team: Team, personIds: string[]): SQL {
  return sql`select ${t.output}, (extract(epoch from e.created_at) * 1000000)::bigint as at from ${sql.raw(t.name)} e
    where e.person_id = any(${arr(personIds, "uuid")}) and e.supplied_by = any(${arr(team.userIds, "uuid")})`;
}

/** `factsOfSql`'s rows as facts by person, each person's winning supplier's only. */
export function pickFacts<F>(t: FactTable<F>, team: Team, list: FactOfRow[]): Map<string, F[]> {
  const out = new Map<string, F[]>();
  for (const [personId, picked] of pickEach(t, team, list)) out.set(personId, picked.facts);
  return out;
}

/** A person's facts as the team supplied them: the winning supplier's, that supplier, and the keys of every teammate's rows. */
export type Picked<F> = { by: string; facts: F[]; keys: string[] };

function pickEach<F>(t: FactTable<F>, team: Team, list: FactOfRow[]): Map<string, Picked<F>> {
  const out = new Map<string, Picked<F>>();
  for (const [personId, of] of groupBy(list, (r) => r.person_id)) {
    const winner = pickSupplier(of.map((r) => ({ suppliedBy: r.supplied_by, at: Number(r.at) })), team.memberUserId)!;
    out.set(personId, { by: winner, facts: of.filter((r) => r.supplied_by === winner).map(t.toFact), keys: of.map((r) => r[t.key] as string) });
  }
  return out;
}

/** `factsOf` with each person's winning supplier and the keys any teammate's rows give them. */
export async function pickedFactsOf<F>(t: FactTable<F>, team: Team, personIds: string[], snap: TeamSnapshot): Promise<Map<string, Picked<F>>> {
  if (!personIds.length) return new Map();
  return pickEach(t, team, await rows<FactOfRow>(factsOfSql(t, team, personIds), snap.tx));
}

/**
 * The experiences of these people at companies other than `companyKey`, as `factsOf` answers them
 * when added to their rows at that key from `factsAt` (each person's winning supplier's, by the
 * team's kept winners — the same pick): a company map reads its people's rows there once, not twice.
 */
export async function experiencesElsewhere(team: Team, personIds: string[], companyKey: string, snap: TeamSnapshot): Promise<Map<string, ExperienceFact[]>> {
  const [list, winners] = await Promise.all([
    rows<SqlRow>(
      sql`select ${EXPERIENCES.output} from experiences e
        where e.person_id = any(${arr(personIds, "uuid")}) and e.supplied_by = any(${arr(team.userIds, "uuid")}) and e.company_key <> ${companyKey}`,
      snap.tx,
    ),
    snap.winners(),
  ]);
  return groupBy(keepWinners(list, winners.exps), (r) => r.person_id, EXPERIENCES.toFact);
}

/**
 * The team's experiences at one company key, each person's winning supplier's (`by`), whether or not
 * the person is in the team network: read from the team's facts alone (a company map keeps them
 * across writes of connections, and tests the team network itself: `teamNetworkAmong`). `outvoted`:
 * the people a teammate places there whose winning supplier does not, with that supplier.
 */
export async function experiencesAtKey(
  team: Team,
  companyKey: string,
  snap: TeamSnapshot,
): Promise<{ rows: (FactRow<ExperienceFact> & { by: string })[]; outvoted: Map<string, string> }> {
  const [list, winners] = await Promise.all([
    rows<SqlRow>(sql`select ${EXPERIENCES.output} from experiences e where e.company_key = ${companyKey} and e.supplied_by = any(${arr(team.userIds, "uuid")})`, snap.tx),
    snap.winners(),
  ]);
  const kept = keepWinners(list, winners.exps);
  const outvoted = new Map<string, string>();
  if (kept.length < list.length) {
    const here = new Set(kept.map((r) => r.person_id));
    for (const r of list) if (!here.has(r.person_id)) outvoted.set(r.person_id, winners.exps.get(r.person_id)!);
  }
  return { rows: kept.map((r) => ({ personId: r.person_id, by: r.supplied_by, fact: EXPERIENCES.toFact(r) })), outvoted };
}

/**
 * The facts at these keys of the people of the team network (a team connection's person, an origin,
 * a co-occurrence person), each person's winning supplier's only; each key's rows kept for the team
 * (snapshot.ts).
 */
export async function factsAt<F>(t: FactTable<F>, team: Team, keys: string[], snap: TeamSnapshot, except?: Set<string>): Promise<FactRow<F>[]> {
  // Without some people (a company map's own, which it pairs itself): read for the call, not kept,
  // and picked by the winners of the people read (mostly few: the team's whole winners are not
  // read for them when this process has none, as on a server that kept nothing of the team).
  if (except?.size) return [...(await readAt(t, team, keys, (people) => snap.winnersAmong(t.name, people), snap.tx, [...except])).values()].flat();
  const lists = await snap.lists(t.name, keys, async (missing) => readAt(t, team, missing, async () => t.winnersOf(await snap.winners()), snap.tx));
  return lists.flat();
}

async function readAt<F>(
  t: FactTable<F>,
  team: Team,
  keys: string[],
  winnersOf: (people: string[]) => Promise<Map<string, string>>,
  tx: TeamSnapshot["tx"],
  except: string[] = [],
): Promise<Map<string, FactRow<F>[]>> {
  // `<> all` of a constant array is hashed (PostgreSQL 15 on): thousands of people cost one probe a row.
  const without = except.length ? sql`and x.person_id <> all(${arr(except, "uuid")})` : sql``;
  const lists = await Promise.all(
    inHalves(team.userIds, team.userIds.length * keys.length, READ_SHAPES.factsInHalvesFrom).map((suppliers) =>
      rows<SqlRow>(
        sql`with cand as materialized (select ${t.indexColumns} ${teamFactsAt(t, suppliers, keys)} ${without})
          select ${t.output} from cand e where ${candidatesInTeamNetwork(team, sql`e.person_id`)}`,
        tx,
      ),
    ),
  );
  const all = lists.flat();
  const winners = await winnersOf([...new Set(all.map((r) => r.person_id))]);
  const kept = keepWinners(all, winners).map((r): FactRow<F> => ({ personId: r.person_id, fact: t.toFact(r) }));
  return groupBy(kept, (row) => t.keyOf(row.fact));
}

/**
 * `from … where` for the team's facts at these keys, as `x`: answered by the covering index
 * `(key, supplied_by)` (migration 0028), one read per key whatever the number of suppliers.
 */
function teamFactsAt<F>(t: FactTable<F>, suppliers: string[], keys: string[]): SQL {
  return sql`from ${sql.raw(t.name)} x where x.${sql.raw(t.key)} = any(${arr(keys, "text")}) and x.supplied_by = any(${arr(suppliers, "uuid")})`;
}

/**
 * Whether each person of a materialized candidate set `cand` is in the team network (DESIGN §5):
 * the candidates' connections are probed as one array (index-only on connections (person_id)
 * including the owners) — written as a correlated `exists`, PostgreSQL hashed every team connection
 * (150,000 rows) to test a few thousand people — or they are origins or co-occurrence people.
 */
export function candidatesInTeamNetwork(team: Team, personId: SQL): SQL {
  const users = arr(team.userIds, "uuid");
  return sql`(${personId} in (select c.person_id from connections c where c.person_id = any(array(select person_id from cand)) and ${teamOwns(team, "c")})
    or ${personId} in (select unnest(${arr(originIds(team), "uuid")})
      union select co.person_a_id from co_occurrences co where co.owner_user_id = any(${users}) and ${coOccurrenceShared(team, "co")}
      union select co.person_b_id from co_occurrences co where co.owner_user_id = any(${users}) and ${coOccurrenceShared(team, "co")}))`;
}
