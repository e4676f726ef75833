import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db";
import type { CoOccurrenceRow, GraphSource, ManualTagRow, OwnedEdgeRow, Team } from "../engine";
import { EDUCATIONS, EXPERIENCES, factsAt, factsOf, factsOfSql, pickFacts, type FactOfRow } from "./facts";
import { packForm, unpackForm } from "../stored-form";
import type { TeamSnapshot } from "./snapshot";
import { arr, coOccurrenceShared, groupBy, inHalves, originIds, READ_SHAPES, rows, sharedWith, teamOwns } from "./sql";

// The engine's graph source on SQL, for one search: the team's edges and facts around a set of
// people, each read through an index, under the search's snapshot of its team (snapshot.ts).

type OwnedSqlRow = {
  owner_user_id: string | null;
  extended_network_id: string | null;
  person_id: string;
  linkedin: boolean;
  connected_on: string | null;
  email_count: number;
  meeting_count: number;
  last_interaction_at: string | null;
};

// What the reasons need of a connection (rules.ts: of its sources, only whether LinkedIn is one):
// these rows come by the thousand, and every column is parsed.
const OWNED_COLUMNS = sql`c.owner_user_id, c.extended_network_id, c.person_id, 'linkedin' = any(c.sources) as linkedin, c.connected_on::text as connected_on,
  c.email_count, c.meeting_count, to_char(c.last_interaction_at at time zone 'UTC', 'YYYY-MM-DD') as last_interaction_at`;

// Shared by every row (nothing writes a row's sources).
const LINKEDIN = ["linkedin"];
const NOT_LINKEDIN: string[] = [];

function toOwned(r: OwnedSqlRow): OwnedEdgeRow {
  return {
    ownerUserId: r.owner_user_id,
    extendedNetworkId: r.extended_network_id,
    personId: r.person_id,
    sources: r.linkedin ? LINKEDIN : NOT_LINKEDIN,
    connectedOn: r.connected_on,
    emailCount: Number(r.email_count),
    meetingCount: Number(r.meeting_count),
    lastInteractionAt: r.last_interaction_at,
  };
}

/**
 * The team's connections to these people (as the connected person). One probe of connections
 * (person_id) per person, not flattened (`offset 0`): given thousands of people, PostgreSQL scanned
 * every tenant's connections instead (37 → 25 ms at 6,000 people).
 */
async function incomingConnections(team: Team, personIds: string[], tx: DbOrTx): Promise<OwnedEdgeRow[]> {
  const lists = await Promise.all(inHalves(personIds, personIds.length, READ_SHAPES.connectionsInHalvesFrom).map((ids) => rows<OwnedSqlRow>(incomingSql(team, ids), tx)));
  return lists.flat().map(toOwned);
}

/**
 * The team's connections to each of these people, kept under the snapshot (read once per stamp).
 * After a write of some owners' connections (a deletion, a private mark, an import), a person's
 * list kept before it is brought up to date by reading again only what those writes can have
 * changed: every write of a connection renews its owner's network token (migration 0018) and logs
 * the people it named (network_changes, 0034), so the named people's connections of those owners are
 * read again — and every person's of an owner the log cannot answer for (`TeamSnapshot.writtenSince`).
 */
function keptIncoming(snap: TeamSnapshot, personIds: string[]): Promise<OwnedEdgeRow[][]> {
  return snap.lists("connections", personIds, async (missing) => {
    const out = new Map<string, OwnedEdgeRow[]>();
    const unread = new Set(missing);
    const reads = snap.earlier<OwnedEdgeRow>("connections", missing).map(async ({ changed, at, rows: before }) => {
      const ids = [...before.keys()];
      for (const id of ids) unread.delete(id);
      const written = changed.length ? await snap.writtenSince("connections", at) : null;
      const unknown = written ? changed.filter((o) => written.unknown.includes(o)) : changed;
      const known = changed.filter((o) => !unknown.includes(o));
      const named = written ? ids.filter((id) => written.people.has(id)) : [];
      const again = groupBy(
        (await Promise.all([incomingConnectionsOf(snap.team, ids, unknown, snap.tx), incomingConnectionsOf(snap.team, named, known, snap.tx)])).flat(),
        (r) => r.personId,
      );
      const everyone = new Set(unknown);
      const all = new Set(changed);
      for (const id of ids) {
        const was = before.get(id)!;
        const now = again.get(id);
        // The owners whose connections to them were read again; most people have none of theirs.
        const owners = written?.people.has(id) ? all : everyone;
        out.set(id, !now && !was.some((r) => owners.has(ownerOf(r))) ? was : [...was.filter((r) => !owners.has(ownerOf(r))), ...(now ?? [])]);
      }
    });
    if (unread.size) reads.push(incomingConnections(snap.team, [...unread], snap.tx).then((list) => groupBy(list, (r) => r.personId).forEach((v, k) => out.set(k, v))));
    await Promise.all(reads);
    return out;
  });
}

/** The team's connections to these people owned by these owners (members or extended networks of the team). */
async function incomingConnectionsOf(team: Team, personIds: string[], owners: string[], tx: DbOrTx): Promise<OwnedEdgeRow[]> {
  const users = owners.filter((o) => team.userIds.includes(o));
  const networks = owners.filter((o) => team.extendedNetworkIds.includes(o));
  const by = [users.length ? sql`c.owner_user_id = any(${arr(users, "uuid")})` : null, networks.length ? sql`c.extended_network_id = any(${arr(networks, "uuid")})` : null].filter((x) => x !== null);
  if (!by.length || !personIds.length) return [];
  const list = await rows<OwnedSqlRow>(
    sql`select ${OWNED_COLUMNS} from connections c where c.person_id = any(${arr(personIds, "uuid")}) and (${sql.join(by, sql` or `)}) and ${sharedWith(team, "c")}`,
    tx,
  );
  return list.map(toOwned);
}

/**
 * The team's connections to these people as this snapshot keeps them (read if not), in the form
 * company_maps stores beside a map (lib/paths/company-facts.ts), and the team view and network
 * tokens they are of.
 */
export async function storedIncoming(snap: TeamSnapshot, personIds: string[]): Promise<{ connections: Uint8Array; connectionsAt: string }> {
  const lists = await keptIncoming(snap, personIds);
  const v: StoredIncoming = { f: INCOMING_FORMAT, owners: [], ids: personIds, n: [], c: [[], [], [], [], [], []] };
  const ownerAt = new Map<string, number>();
  for (const list of lists) {
    v.n.push(list.length);
    for (const r of list) {
      const o = ownerOf(r);
      let at = ownerAt.get(o);
      if (at === undefined) ownerAt.set(o, (at = v.owners.push([r.ownerUserId, r.extendedNetworkId]) - 1));
      v.c[0].push(at);
      v.c[1].push(r.sources.includes("linkedin") ? 1 : 0);
      v.c[2].push(r.connectedOn);
      v.c[3].push(r.emailCount);
      v.c[4].push(r.meetingCount);
      v.c[5].push(r.lastInteractionAt as string | null);
    }
  }
  return { connections: packForm(v), connectionsAt: snap.listAt("connections") };
}

/**
 * Takes the team's connections stored beside a map as read before the latest writes of the team's
 * network (`TeamSnapshot.adopt`): the next read of each person's brings theirs up to date
 * (`keptIncoming`). Nothing when they are of another team view or another form.
 */
export function adoptStoredIncoming(snap: TeamSnapshot, bytes: Uint8Array, at: string): void {
  if (!snap.writersSince("connections", at)) return;
  const v = unpackForm<StoredIncoming>(bytes, INCOMING_FORMAT);
  if (!v) return;
  const [owner, linkedin, connectedOn, emailCount, meetingCount, lastInteractionAt] = v.c;
  const lists = new Map<string, OwnedEdgeRow[]>();
  let j = 0;
  for (let i = 0; i < v.ids.length; i++) {
    const personId = v.ids[i]!;
    const list: OwnedEdgeRow[] = new Array(v.n[i]!);
    for (let x = 0; x < list.length; x++, j++) {
      const [ownerUserId, extendedNetworkId] = v.owners[owner[j]!]!;
      list[x] = {
        ownerUserId,
        extendedNetworkId,
        personId,
        sources: linkedin[j] ? LINKEDIN : NOT_LINKEDIN,
        connectedOn: connectedOn[j]!,
        emailCount: emailCount[j]!,
        meetingCount: meetingCount[j]!,
        lastInteractionAt: lastInteractionAt[j]!,
      };
    }
    lists.set(personId, list);
  }
  snap.adopt("connections", at, lists);
}

const INCOMING_FORMAT = 2;
/**
 * One array per field: the people, each one's number of connections, and the connections in order —
 * owner (an index in `owners`: user, extended network), LinkedIn (1/0), connected on, e-mails,
 * meetings, last interaction.
 */
type StoredIncoming = {
  f: typeof INCOMING_FORMAT;
  owners: [string | null, string | null][];
  ids: string[];
  n: number[];
  c: [number[], (0 | 1)[], (string | null)[], number[], number[], (string | null)[]];
};

/**
 * Which of these people are in the team network now (DESIGN §5), as `candidatesInTeamNetwork` tests
 * it: a team connection to them (the kept lists the engine reads next), an origin, or a person of a
 * co-occurrence the member may see.
 */
export async function teamNetworkAmong(snap: TeamSnapshot, personIds: string[]): Promise<Set<string>> {
  const team = snap.team;
  const [incoming, cos] = await Promise.all([
    keptIncoming(snap, personIds),
    snap.has.coOccurrences && personIds.length ? rows<CoOccurrenceSqlRow>(coOccurrencesSql(team, personIds), snap.tx) : Promise.resolve([]),
  ]);
  const out = new Set<string>(originIds(team));
  personIds.forEach((p, i) => incoming[i]!.length && out.add(p));
  for (const co of cos) out.add(co.person_a_id).add(co.person_b_id);
  const wanted = new Set(personIds);
  for (const p of out) if (!wanted.has(p)) out.delete(p);
  return out;
}

function incomingSql(team: Team, personIds: string[]): SQL {
  return sql`select c.* from unnest(${arr(personIds, "uuid")}) p(id)
    cross join lateral (select ${OWNED_COLUMNS} from connections c where c.person_id = p.id and ${teamOwns(team, "c")} offset 0) c`;
}

type CoOccurrenceSqlRow = { owner_user_id: string; person_a_id: string; person_b_id: string; email_threads: number; meetings: number; last_at: string | null };

function coOccurrencesSql(team: Team, personIds: string[]): SQL {
  const ids = arr(personIds, "uuid");
  return sql`select owner_user_id, person_a_id, person_b_id, email_threads, meetings, to_char(last_at at time zone 'UTC', 'YYYY-MM-DD') as last_at
    from co_occurrences co where owner_user_id = any(${arr(team.userIds, "uuid")}) and (person_a_id = any(${ids}) or person_b_id = any(${ids})) and ${coOccurrenceShared(team, "co")}`;
}

function toCoOccurrence(r: CoOccurrenceSqlRow): CoOccurrenceRow {
  return { ownerUserId: r.owner_user_id, personAId: r.person_a_id, personBId: r.person_b_id, emailThreads: Number(r.email_threads), meetings: Number(r.meetings), lastAt: r.last_at };
}

type ManualTagSqlRow = { owner_user_id: string; person_id: string; tag: string; tag_colour: string | null; tag_score: number };

function manualTagsSql(team: Team, people: string[]): SQL {
  return sql`select ut.owner_user_id, ut.person_id, t.tag, t.tag_colour, t.tag_score from user_tags ut join tags t on t.id = ut.tag_id
    where ut.owner_user_id = any(${arr(team.tagUserIds, "uuid")}) and ut.person_id = any(${arr(people, "uuid")})
      and ut.status = 'accepted' and t.status = 'active'`;
}

function toManualTag(r: ManualTagSqlRow): ManualTagRow {
  return { ownerUserId: r.owner_user_id, personId: r.person_id, tag: r.tag, colour: r.tag_colour, score: Number(r.tag_score) };
}

/** A statement's rows as one JSON array column (several reads answered by one statement). */
const asJsonList = (q: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${q}) x)`;

/** A connection's owner: a member or an extended network (one connection per owner and person). */
const ownerOf = (r: OwnedEdgeRow) => (r.ownerUserId ?? r.extendedNetworkId)!;

export function sqlGraphSource(snap: TeamSnapshot): GraphSource {
  const { tx } = snap;
  const source: GraphSource = {
    async ownedEdgesTouching(team, personIds, scope) {
      const incoming = keptIncoming(snap, personIds);
      const X = new Set(personIds);
      const owners = team.origins.filter((o) => X.has(o.personId));
      const ownerUsers = owners.flatMap((o) => o.ownerUserIds);
      const ownerExts = owners.flatMap((o) => o.extendedNetworkIds);
      const outgoing = owners.length
        ? rows<OwnedSqlRow>(
            sql`select ${OWNED_COLUMNS} from connections c
              where (c.owner_user_id = any(${arr(ownerUsers, "uuid")}) or c.extended_network_id = any(${arr(ownerExts, "uuid")})) and ${sharedWith(team, "c")}
              ${scope === "origins" ? sql`and c.person_id = any(${arr(originIds(team), "uuid")})` : sql``}`,
            tx,
          ).then((list) => list.map(toOwned))
        : Promise.resolve<OwnedEdgeRow[]>([]);
      // A connection of an origin among X to a person of X is read from both sides: kept once.
      const outOwners = new Set([...ownerUsers, ...ownerExts]);
      const origins = new Set(originIds(team));
      const alsoOutgoing = (r: OwnedEdgeRow) => outOwners.has(ownerOf(r)) && (scope === "network" || origins.has(r.personId));
      const [out, inLists] = await Promise.all([outgoing, incoming]);
      for (const list of inLists) {
        for (const r of list) if (!alsoOutgoing(r)) out.push(r);
      }
      return out;
    },

    experiencesOf: (team, personIds) => factsOf(EXPERIENCES, team, personIds, snap),
    educationsOf: (team, personIds) => factsOf(EDUCATIONS, team, personIds, snap),
    experiencesAt: (team, companyKeys, except) => factsAt(EXPERIENCES, team, companyKeys, snap, except),
    educationsAt: (team, schoolKeys, except) => factsAt(EDUCATIONS, team, schoolKeys, snap, except),

    async coOccurrencesTouching(team, personIds) {
      if (!snap.has.coOccurrences) return [];
      return (await rows<CoOccurrenceSqlRow>(coOccurrencesSql(team, personIds), tx)).map(toCoOccurrence);
    },

    async manualTags(team, people) {
      if (!snap.has.manualTags || !people.length) return [];
      return (await rows<ManualTagSqlRow>(manualTagsSql(team, people), tx)).map(toManualTag);
    },

    // A known path's few people, probed live (no list kept for the team: nothing to reuse): one
    // statement, one round trip — a request verifies a path on its way to a page. A person panel's
    // hundreds (every lead's target) are read by five statements at once, on five connections.
    async around(team, personIds) {
      if (personIds.length > READ_SHAPES.aroundInOneUpTo) {
        const [incoming, exps, edus, cos, tags] = await Promise.all([
          incomingConnections(team, personIds, tx),
          source.experiencesOf(team, personIds),
          source.educationsOf(team, personIds),
          source.coOccurrencesTouching(team, personIds),
          source.manualTags(team, personIds),
        ]);
        return { incoming, exps, edus, cos, tags };
      }
      const none = sql`select 1 where false`;
      const [r] = await rows<{ incoming: OwnedSqlRow[]; exps: FactOfRow[]; edus: FactOfRow[]; cos: CoOccurrenceSqlRow[]; tags: ManualTagSqlRow[] }>(
        sql`select ${asJsonList(incomingSql(team, personIds))} as incoming,
          ${asJsonList(factsOfSql(EXPERIENCES, team, personIds))} as exps,
          ${asJsonList(factsOfSql(EDUCATIONS, team, personIds))} as edus,
          ${asJsonList(snap.has.coOccurrences ? coOccurrencesSql(team, personIds) : none)} as cos,
          ${asJsonList(snap.has.manualTags && personIds.length ? manualTagsSql(team, personIds) : none)} as tags`,
        tx,
      );
      return {
        incoming: r!.incoming.map(toOwned),
        exps: pickFacts(EXPERIENCES, team, r!.exps),
        edus: pickFacts(EDUCATIONS, team, r!.edus),
        cos: r!.cos.map(toCoOccurrence),
        tags: r!.tags.map(toManualTag),
      };
    },
  };
  return source;
}
