import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import type { CoOccurrenceRow, GraphSource, ManualTagRow, OwnedEdgeRow, Team } from "../engine";
import type { EducationFact, ExperienceFact } from "../rules";
import { arr, rows } from "./sql";
import { keepWinners, teamWinners } from "./winners";

// The engine's graph source on SQL: the team's edges and facts around a set of people, each read
// through an index.

function originIds(team: Team) {
  return team.origins.map((o) => o.personId);
}

function teamOwns(team: Team, alias: string): SQL {
  const c = sql.raw(alias);
  const byUser = sql`${c}.owner_user_id = any(${arr(team.userIds, "uuid")})`;
  // Without extended networks, leave the second test out: the `or` would stop PostgreSQL from
  // using the (owner_user_id, person_id) index.
  if (!team.extendedNetworkIds.length) return sql`(${byUser})`;
  return sql`(${byUser} or ${c}.extended_network_id = any(${arr(team.extendedNetworkIds, "uuid")}))`;
}

/** Whether a person is in the team network (DESIGN §5): a team connection's person, or an unconnected member of it. */
/**
 * The same test for a materialized candidate set `cand`: the candidates' connections are probed as
 * one array (index-only on connections (person_id) including the owners) — written as a correlated
 * `exists`, PostgreSQL hashed every team connection (150,000 rows) to test a few thousand people.
 */
function candidatesInTeamNetwork(team: Team, personId: SQL): SQL {
  return sql`(${personId} in (select c.person_id from connections c where c.person_id = any(array(select person_id from cand)) and ${teamOwns(team, "c")})
    or ${personId} in (${unconnectedNetworkPersons(team)}))`;
}

/**
 * The people of the team network (DESIGN §5) who need not be anyone's connection: the origins and
 * the people of the team's co-occurrences. Everyone else in it is the person of a team connection.
 */
function unconnectedNetworkPersons(team: Team): SQL {
  const users = arr(team.userIds, "uuid");
  return sql`select unnest(${arr(originIds(team), "uuid")})
    union select co.person_a_id from co_occurrences co where co.owner_user_id = any(${users})
    union select co.person_b_id from co_occurrences co where co.owner_user_id = any(${users})`;
}

type OwnedSqlRow = {
  id: string;
  owner_user_id: string | null;
  extended_network_id: string | null;
  person_id: string;
  sources: string[] | string;
  connected_on: string | null;
  email_count: number;
  meeting_count: number;
  last_interaction_at: string | null;
};

const OWNED_COLUMNS = sql`c.id, c.owner_user_id, c.extended_network_id, c.person_id, c.sources, c.connected_on::text as connected_on,
  c.email_count, c.meeting_count, to_char(c.last_interaction_at at time zone 'UTC', 'YYYY-MM-DD') as last_interaction_at`;

function parseTextArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  return v.replace(/^\{|\}$/g, "").split(",").filter(Boolean).map((s) => s.replace(/^"|"$/g, ""));
}

function toOwned(r: OwnedSqlRow): OwnedEdgeRow {
  return {
    ownerUserId: r.owner_user_id,
    extendedNetworkId: r.extended_network_id,
    personId: r.person_id,
    sources: parseTextArray(r.sources),
    connectedOn: r.connected_on,
    emailCount: Number(r.email_count),
    meetingCount: Number(r.meeting_count),
    lastInteractionAt: r.last_interaction_at,
  };
}

// The covering indexes' columns: the lateral read stays index-only.
const FACT_COLUMNS = {
  experiences: sql.raw("x.person_id, x.supplied_by, x.company, x.company_key, x.title, x.from_date, x.to_date, x.is_current"),
  educations: sql.raw("x.person_id, x.supplied_by, x.school, x.school_key, x.from_year, x.to_year"),
};

/** Below this many (supplier, key) pairs, one index descent per pair beats a scan of the team's facts. */
const DESCENTS_MAX = 15_000;

/**
 * `from … where` for the team's facts at these keys, as `x`. Both are columns of the covering index
 * `(supplied_by, key)`, but PostgreSQL (15) keeps a long key list as a filter over each supplier's
 * whole range — 450,000 entries for the bench team whatever the keys. Up to DESCENTS_MAX pairs, a
 * lateral read per supplier (not flattened: `offset 0`) makes both index conditions (56 → 35 ms at
 * 242 keys); above it, the scan is cheaper than the descents.
 */
function teamFactsAt(table: "experiences" | "educations", key: "company_key" | "school_key", team: Team, keys: string[]): SQL {
  const t = sql.raw(table);
  const k = sql.raw(key);
  if (team.userIds.length === 1 || team.userIds.length * keys.length > DESCENTS_MAX) {
    return sql`from ${t} x where x.supplied_by = any(${arr(team.userIds, "uuid")}) and x.${k} = any(${arr(keys, "text")})`;
  }
  return sql`from unnest(${arr(team.userIds, "uuid")}) s(id)
    cross join lateral (select ${FACT_COLUMNS[table]} from ${t} x where x.supplied_by = s.id and x.${k} = any(${arr(keys, "text")}) offset 0) x`;
}

/**
 * Whether the team has any co-occurrence or accepted manual tag at all, once per search (the Team
 * object is loaded per search): most teams have neither until they sync mail or tag people, and then
 * every neighbourhood read of them (thousands of people) answers nothing.
 */
const teamKinds = new WeakMap<Team, Promise<{ coOccurrences: boolean; manualTags: boolean }>>();
function kindsOf(team: Team, tx: DbOrTx) {
  let p = teamKinds.get(team);
  if (!p) {
    const users = arr(team.userIds, "uuid");
    p = rows<{ co: boolean; tags: boolean }>(
      sql`select exists (select 1 from co_occurrences where owner_user_id = any(${users})) as co,
        exists (select 1 from user_tags where owner_user_id = any(${users}) and status = 'accepted') as tags`,
      tx,
    ).then(([r]) => ({ coOccurrences: Boolean(r?.co), manualTags: Boolean(r?.tags) }));
    teamKinds.set(team, p);
  }
  return p;
}

export function sqlGraphSource(tx: DbOrTx = db): GraphSource {
  return {
    async ownedEdgesTouching(team, personIds, scope, exceptOrigins) {
      const ids = arr(personIds, "uuid");
      const skipped = team.origins.filter((o) => exceptOrigins?.has(o.personId)).flatMap((o) => [...o.ownerUserIds, ...o.extendedNetworkIds]);
      const notSkipped = skipped.length ? sql`and coalesce(c.owner_user_id, c.extended_network_id) <> all(${arr(skipped, "uuid")})` : sql``;
      const incoming = rows<OwnedSqlRow>(
        sql`select ${OWNED_COLUMNS} from connections c where c.person_id = any(${ids}) and ${teamOwns(team, "c")} ${notSkipped}`,
        tx,
      );
      const X = new Set(personIds);
      const owners = team.origins.filter((o) => X.has(o.personId) && !exceptOrigins?.has(o.personId));
      const ownerUsers = owners.flatMap((o) => o.ownerUserIds);
      const ownerExts = owners.flatMap((o) => o.extendedNetworkIds);
      const outgoing = owners.length
        ? rows<OwnedSqlRow>(
            sql`select ${OWNED_COLUMNS} from connections c
              where (c.owner_user_id = any(${arr(ownerUsers, "uuid")}) or c.extended_network_id = any(${arr(ownerExts, "uuid")}))
              ${scope === "origins" ? sql`and c.person_id = any(${arr(originIds(team), "uuid")})` : sql``}`,
            tx,
          )
        : Promise.resolve([]);
      const byId = new Map<string, OwnedSqlRow>();
      for (const r of [...(await incoming), ...(await outgoing)]) byId.set(r.id, r);
      return [...byId.values()].map(toOwned);
    },

    async experiencesOf(team, personIds) {
      const [list, winners] = await Promise.all([
        rows<ExpSqlRow>(
          sql`select ${EXP_COLUMNS} from experiences e
            where e.person_id = any(${arr(personIds, "uuid")}) and e.supplied_by = any(${arr(team.userIds, "uuid")})`,
          tx,
        ),
        teamWinners(team, tx),
      ]);
      return groupFacts(keepWinners(list, winners.exps).map(toExp));
    },

    async educationsOf(team, personIds) {
      const [list, winners] = await Promise.all([
        rows<EduSqlRow>(
          sql`select ${EDU_COLUMNS} from educations e
            where e.person_id = any(${arr(personIds, "uuid")}) and e.supplied_by = any(${arr(team.userIds, "uuid")})`,
          tx,
        ),
        teamWinners(team, tx),
      ]);
      return groupFacts(keepWinners(list, winners.edus).map(toEdu));
    },

    async experiencesAt(team, companyKeys) {
      // The team network's people at these companies, by the team's own facts: one range per
      // (supplier, company key) of the covering index over what the team's members supplied
      // (index-only), kept for people in the team network (a connection of its owners, an origin
      // or a co-occurrence person), then only each person's winning supplier's facts.
      const [list, winners] = await Promise.all([
        rows<ExpSqlRow>(
          sql`with cand as materialized (
              select x.person_id, x.supplied_by, x.company, x.company_key, x.title, x.from_date, x.to_date, x.is_current
              ${teamFactsAt("experiences", "company_key", team, companyKeys)})
            select ${EXP_COLUMNS} from cand e where ${candidatesInTeamNetwork(team, sql`e.person_id`)}`,
          tx,
        ),
        teamWinners(team, tx),
      ]);
      return keepWinners(list, winners.exps).map(toExp);
    },

    async educationsAt(team, schoolKeys) {
      const [list, winners] = await Promise.all([
        rows<EduSqlRow>(
          sql`with cand as materialized (
              select x.person_id, x.supplied_by, x.school, x.school_key, x.from_year, x.to_year
              ${teamFactsAt("educations", "school_key", team, schoolKeys)})
            select ${EDU_COLUMNS} from cand e where ${candidatesInTeamNetwork(team, sql`e.person_id`)}`,
          tx,
        ),
        teamWinners(team, tx),
      ]);
      return keepWinners(list, winners.edus).map(toEdu);
    },

    async coOccurrencesTouching(team, personIds) {
      if (!(await kindsOf(team, tx)).coOccurrences) return [];
      const ids = arr(personIds, "uuid");
      const users = arr(team.userIds, "uuid");
      const list = await rows<{ owner_user_id: string; person_a_id: string; person_b_id: string; email_threads: number; meetings: number; last_at: string | null }>(
        sql`select owner_user_id, person_a_id, person_b_id, email_threads, meetings, to_char(last_at at time zone 'UTC', 'YYYY-MM-DD') as last_at
          from co_occurrences where owner_user_id = any(${users}) and (person_a_id = any(${ids}) or person_b_id = any(${ids}))`,
        tx,
      );
      return list.map(
        (r): CoOccurrenceRow => ({
          ownerUserId: r.owner_user_id,
          personAId: r.person_a_id,
          personBId: r.person_b_id,
          emailThreads: Number(r.email_threads),
          meetings: Number(r.meetings),
          lastAt: r.last_at,
        }),
      );
    },

    async manualTags(team, pairs) {
      if (!(await kindsOf(team, tx)).manualTags) return [];
      const wanted = new Set(pairs.map((p) => `${p.ownerUserId}|${p.personId}`));
      const people = [...new Set(pairs.map((p) => p.personId))];
      const list = await rows<{ owner_user_id: string; person_id: string; tag: string; tag_colour: string | null; tag_score: number }>(
        sql`select ut.owner_user_id, ut.person_id, t.tag, t.tag_colour, t.tag_score from user_tags ut join tags t on t.id = ut.tag_id
          where ut.owner_user_id = any(${arr(team.userIds, "uuid")}) and ut.person_id = any(${arr(people, "uuid")})
            and ut.status = 'accepted' and t.status = 'active'`,
        tx,
      );
      return list
        .filter((r) => wanted.has(`${r.owner_user_id}|${r.person_id}`))
        .map((r): ManualTagRow => ({ ownerUserId: r.owner_user_id, personId: r.person_id, tag: r.tag, colour: r.tag_colour, score: Number(r.tag_score) }));
    },
  };
}

type ExpSqlRow = { person_id: string; supplied_by: string; company: string; company_key: string; title: string | null; from_date: string | null; to_date: string | null; is_current: boolean };
const EXP_COLUMNS = sql`e.person_id, e.supplied_by, e.company, e.company_key, e.title, e.from_date::text as from_date, e.to_date::text as to_date, e.is_current`;
function toExp(r: ExpSqlRow): { personId: string; fact: ExperienceFact } {
  return {
    personId: r.person_id,
    fact: { companyKey: r.company_key, company: r.company, title: r.title, fromDate: r.from_date, toDate: r.to_date, isCurrent: r.is_current },
  };
}

type EduSqlRow = { person_id: string; supplied_by: string; school: string; school_key: string; from_year: number | null; to_year: number | null };
const EDU_COLUMNS = sql`e.person_id, e.supplied_by, e.school, e.school_key, e.from_year, e.to_year`;
function toEdu(r: EduSqlRow): { personId: string; fact: EducationFact } {
  return { personId: r.person_id, fact: { schoolKey: r.school_key, school: r.school, fromYear: r.from_year, toYear: r.to_year } };
}

function groupFacts<T>(list: { personId: string; fact: T }[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const { personId, fact } of list) m.set(personId, [...(m.get(personId) ?? []), fact]);
  return m;
}

