import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { env } from "@/lib/config/env";
import { db, dbHandle, type DbOrTx } from "@/lib/db";
import type { Team } from "../engine";
import { arr, originIds, rows } from "./sql";

// A search's snapshot of its team (decisions 012, 013, 014): taken once when the search starts, and
// handed to the graph source. It holds the team's tokens, read in one statement — one stamp that
// changes with any write of a teammate's facts (fact_versions, migration 0017) or of the team's
// connections and co-occurrences (network_versions, 0018) — and, under that stamp, what this process
// keeps for the team between searches: each person's winning supplier (for the people several
// teammates supplied facts about; these follow the facts tokens alone, so a write of the network
// only keeps them), and the rows of each key it read (the team network's facts by company and
// school, the team's connections by person). Every search reads the tokens first, so
// several app servers each keep their own and none serves anything stale; a write that commits
// changes a token in its transaction, so rows read after a search saw the old tokens are only kept
// under those. One budget bounds all of it per process (WARM_PATHS_KEPT_ROWS rows, ~300 bytes each);
// the least recently searched team goes first.

/**
 * Facts by company or school key; the team's connections by connected person; a company's map
 * (issue 29) by company key; a company's people's facts and names by company key (`companyFacts`).
 */
export type ListName = "experiences" | "educations" | "connections" | "companies" | "companyFacts";

/**
 * The lists read from the team's facts alone (facts and profiles, each person's winning supplier's),
 * not from its connections: like the winners, kept across a write of connections or co-occurrences
 * only — a deletion, a private mark, a sync's counts — which renews the stamp but not the facts
 * tokens; after a write of facts, their next read starts from them (`earlier`).
 */
const FACTS_ONLY: ReadonlySet<ListName> = new Set(["companyFacts"]);

/**
 * The lists read from the team's connections alone (the team's connections to each person, as the
 * member may see them): kept across a write of facts only — an import's jobs of people already
 * known, a profile read again, a fact deleted — which renews the stamp but not the network tokens;
 * after a write of the network, their next read starts from them (`earlier`).
 */
const NETWORK_ONLY: ReadonlySet<ListName> = new Set(["connections"]);

/** The people two or more teammates supplied facts about, and whose facts win (lib/people/pick.ts). */
export type Winners = { exps: Map<string, string>; edus: Map<string, string> };

const NO_WINNERS: Winners = { exps: new Map(), edus: new Map() };

/** A key's rows, or the read that brings them (one promise per read, not per key: reads have thousands). */
type Kept = { rows: unknown[] | undefined; read: Promise<Map<string, unknown[]>>; count: number };

/** A key's rows of a facts-only or network-only list as read under earlier tokens of that kind (`stamp`). */
type Earlier = { rows: unknown[]; stamp: string; count: number };

type Entry = {
  stamp: string;
  /** The facts tokens alone: the winners follow the team's facts, not its connections. */
  factsStamp: string;
  /** The network tokens alone (connections and co-occurrences). */
  networkStamp: string;
  winners: { value: Promise<Winners>; count: number } | undefined;
  /** The winners read under earlier facts tokens: the read of this entry's starts from them (`readWinnersAfter`). */
  before?: { winners: Promise<Winners>; factsStamp: string };
  lists: Map<ListName, Map<string, Kept>>;
  /**
   * The facts-only and network-only lists' keys read under earlier tokens of their kind and not read
   * again since: the read of a key starts from them (`earlier`), bringing up to date only what the
   * teammates (or extended networks) who wrote can have changed.
   */
  earlierLists: Map<ListName, Map<string, Earlier>>;
  count: number;
};

// Per database (tests open several in one process, whose tokens and ids must never meet); on
// globalThis, so several bundles of the server share it.
const g = globalThis as unknown as { __scubaTeamStore?: WeakMap<object, Map<string, Entry>> };
const perDatabase = (g.__scubaTeamStore ??= new WeakMap());

function store(): Map<string, Entry> {
  const handle = dbHandle();
  let s = perDatabase.get(handle);
  if (!s) perDatabase.set(handle, (s = new Map()));
  return s;
}

/** Moves a team's entry to the end: maps iterate oldest first, so the front is evicted first. */
function touch(s: Map<string, Entry>, key: string, entry: Entry) {
  s.delete(key);
  s.set(key, entry);
}

export class TeamSnapshot {
  private winnersOnce: Promise<Winners> | undefined;
  private readonly written = new Map<string, Promise<Written>>();

  constructor(
    readonly team: Team,
    readonly tx: DbOrTx,
    /** The team's tokens: what is kept is used only under the same stamp. */
    readonly stamp: string,
    /** Whether the team has any co-occurrence or accepted manual tag at all (most have neither). */
    readonly has: { coOccurrences: boolean; manualTags: boolean },
    private readonly entry: Entry,
    /** The team's removal tokens (removal_versions): they change only when something left the team view. */
    private readonly removalsStamp = "",
  ) {}

  /**
   * What anything derived from this team view and kept beyond this process depends on: the member's
   * team (members, sharing, extended networks, origins and their names) and its tokens.
   */
  get view(): string {
    return `${keyOf(this.team)}#${this.stamp}#${this.has.coOccurrences ? 1 : 0}${this.has.manualTags ? 1 : 0}#${this.originNames}`;
  }

  /**
   * What the team view has lost so far: the member's team and origins' names, as in `view`, and the
   * removal tokens instead of the write tokens. Equal for two views when the later one only gained
   * (rows added, counts raised), so what was derived from the earlier shows nothing it may not.
   */
  get removals(): string {
    return `${keyOf(this.team)}#${this.removalsStamp}#${this.originNames}`;
  }

  /**
   * What a facts-only or network-only list read under this snapshot is of, to store with it beyond
   * this process: the member's team (hashed) and the tokens of the list's kind (`writersSince`).
   */
  listAt(name: ListName): string {
    return `${teamHash(this.team)}|${this.kindStamp(name)}`;
  }

  /**
   * The owners (teammates, or extended networks for the network's lists) whose tokens of the list's
   * kind changed since it was read under `at` (`listAt`) — none when nothing did — or null when it
   * was read for another team view (another member, teammates, sharing, extended networks or
   * origins): it tells nothing of this one.
   */
  writersSince(name: ListName, at: string): string[] | null {
    const cut = at.indexOf("|");
    if (cut < 0 || at.slice(0, cut) !== teamHash(this.team)) return null;
    return changedUsers(at.slice(cut + 1), this.kindStamp(name));
  }

  /**
   * The people the team's writes of a list's kind named since it was read under `at` (`listAt`),
   * from the log its triggers write (facts: fact_changes, migration 0033; the network: network_changes,
   * 0034), and the writers the log cannot answer for (`readWritten`): every person of theirs may have
   * changed. Null: `at` is of another team view. One statement per kind, earlier stamp and snapshot.
   */
  writtenSince(name: ListName, at: string): Promise<Written> | null {
    const cut = at.indexOf("|");
    if (cut < 0 || at.slice(0, cut) !== teamHash(this.team)) return null;
    return this.readWrittenSince(FACTS_ONLY.has(name) ? "facts" : "network", at.slice(cut + 1));
  }

  private readWrittenSince(kind: "facts" | "network", stamp: string): Promise<Written> {
    const key = `${kind}#${stamp}`;
    let read = this.written.get(key);
    if (!read) this.written.set(key, (read = readWritten(kind, changedTokens(stamp, kind === "facts" ? this.entry.factsStamp : this.entry.networkStamp), this.tx)));
    return read;
  }

  /**
   * Takes rows of a facts-only or network-only list stored beyond this process, read under `at`, as
   * if this process had read them before the latest writes: the next read of each key brings them up
   * to date (`earlier`). Keys this process keeps already are left out. False: of another team view.
   */
  adopt<R>(name: ListName, at: string, rows: Map<string, R[]>): boolean {
    if (!this.writersSince(name, at)) return false;
    const stamp = at.slice(at.indexOf("|") + 1);
    let list = this.entry.earlierLists.get(name);
    if (!list) this.entry.earlierLists.set(name, (list = new Map()));
    const kept = this.entry.lists.get(name);
    for (const [k, r] of rows) {
      if (kept?.has(k) || list.has(k)) continue;
      const count = Math.max(1, r.length);
      list.set(k, { rows: r, stamp, count });
      this.entry.count += count;
    }
    evict(this.entry);
    return true;
  }

  private kindStamp(name: ListName): string {
    if (FACTS_ONLY.has(name)) return this.entry.factsStamp;
    if (NETWORK_ONLY.has(name)) return this.entry.networkStamp;
    throw new Error(`${name} depends on both facts and connections: no stored form follows it`);
  }

  private get originNames(): string {
    return this.team.origins.map((o) => `${o.personId}:${o.name}`).join(",");
  }

  /** Each contested person's winning supplier (a member on their own supplies every fact: none). */
  winners(): Promise<Winners> {
    if (this.team.userIds.length === 1) return Promise.resolve(NO_WINNERS);
    return (this.winnersOnce ??= this.keptWinners());
  }

  /**
   * The winners among these people only: the team's (`winners`) when this process keeps them, is
   * reading them, or can bring earlier ones up to date; else read for these people alone (the same
   * pick, `contested`), not kept — a few people need no pass over the team's facts.
   */
  winnersAmong(table: FactTableName, personIds: string[]): Promise<Map<string, string>> {
    if (this.team.userIds.length === 1 || this.winnersOnce || this.entry.winners || this.entry.before) {
      return this.winners().then((w) => (table === "experiences" ? w.exps : w.edus));
    }
    if (!personIds.length) return Promise.resolve(new Map());
    return contested(table, this.team, this.tx, { suppliers: [], formerly: personIds }).then((list) => new Map(list.map((r) => [r.person_id, r.winner])));
  }

  private keptWinners(): Promise<Winners> {
    const entry = this.entry;
    if (entry.winners) return entry.winners.value;
    const before = entry.before;
    entry.before = undefined;
    const kept = { value: before ? readWinnersAfter(this.team, this.tx, before.winners, this.readWrittenSince("facts", before.factsStamp)) : readWinners(this.team, this.tx), count: 0 };
    entry.winners = kept;
    kept.value.then(
      (w) => {
        kept.count = Math.max(1, w.exps.size + w.edus.size);
        if (entry.winners === kept) entry.count += kept.count;
        evict(entry);
      },
      () => {
        if (entry.winners === kept) entry.winners = undefined;
      },
    );
    return kept.value;
  }

  /**
   * The rows of these keys of a facts-only or network-only list as last read under earlier tokens of
   * its kind, with the owners whose tokens of that kind changed since (teammates, or extended networks
   * for the network's): the reader reads again only what those owners' writes can have changed. One
   * group per earlier stamp (`at`, as `listAt` gives it); each key taken once (the read that follows
   * keeps it under this snapshot).
   */
  earlier<R>(name: ListName, keys: string[]): { changed: string[]; at: string; rows: Map<string, R[]> }[] {
    const list = this.entry.earlierLists.get(name);
    if (!list?.size) return [];
    const now = FACTS_ONLY.has(name) ? this.entry.factsStamp : this.entry.networkStamp;
    const groups = new Map<string, Map<string, R[]>>();
    for (const k of keys) {
      const found = list.get(k);
      if (!found) continue;
      list.delete(k);
      this.entry.count -= found.count;
      let group = groups.get(found.stamp);
      if (!group) groups.set(found.stamp, (group = new Map()));
      group.set(k, found.rows as R[]);
    }
    return [...groups].map(([stamp, rows]) => ({ changed: changedUsers(stamp, now), at: `${teamHash(this.team)}|${stamp}`, rows }));
  }

  /** Whether this process keeps (or is reading) the key's rows of one of the team's lists. */
  keeps(name: ListName, key: string): boolean {
    return Boolean(this.entry.lists.get(name)?.has(key));
  }

  /**
   * The rows of each key (a company, a school, a person) of one of the team's lists: kept ones, and
   * the missing ones read at once by `read` and kept. A team meets the same keys search after search
   * (its origins' companies every time, the colleagues of large companies' people).
   */
  async lists<R>(name: ListName, keys: string[], read: (missing: string[]) => Promise<Map<string, R[]>>): Promise<R[][]> {
    const entry = this.entry;
    let kept = entry.lists.get(name);
    if (!kept) entry.lists.set(name, (kept = new Map()));
    const missing = [...new Set(keys.filter((k) => !kept.has(k)))];
    if (missing.length) {
      const batch = read(missing) as Promise<Map<string, unknown[]>>;
      const slots = missing.map((k): [string, Kept] => [k, { rows: undefined, read: batch, count: 0 }]);
      for (const [k, slot] of slots) kept.set(k, slot);
      const list = kept;
      batch.then(
        (m) => {
          for (const [k, slot] of slots) {
            slot.rows = m.get(k) ?? [];
            slot.count = Math.max(1, slot.rows.length); // a key with no rows still takes room
            if (list.get(k) === slot) entry.count += slot.count;
          }
          evict(entry);
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
}

/**
 * Rows are per member (the pick prefers the member's own facts, and only the member sees their own
 * private connections) and team (its sharing users, whose tags it shows, extended networks and
 * origins): pausing sharing or showing tags changes the key, marking a connection private renews
 * its owner's network token (the stamp), so no teammate is served a team view kept from before.
 */
function keyOf(team: Team): string {
  return [[team.memberUserId], [...team.userIds].sort(), [...team.tagUserIds].sort(), [...team.extendedNetworkIds].sort(), originIds(team).sort()].map((ids) => ids.join(",")).join("|");
}

function teamHash(team: Team): string {
  return createHash("sha256").update(keyOf(team)).digest("base64url");
}

/** Takes a search's snapshot of its team: one statement, then what this process keeps under the same stamp. */
export async function takeSnapshot(team: Team, tx: DbOrTx = db): Promise<TeamSnapshot> {
  const users = arr(team.userIds, "uuid");
  const owners = arr([...team.userIds, ...team.extendedNetworkIds], "uuid");
  const [r] = await rows<{ facts: string; network: string; removals: string; co: boolean; tags: boolean }>(
    sql`select
        (select coalesce(string_agg(user_id || ':' || token, ',' order by user_id), '') from fact_versions where user_id = any(${users})) as facts,
        (select coalesce(string_agg(owner_id || ':' || token, ',' order by owner_id), '') from network_versions where owner_id = any(${owners})) as network,
        (select coalesce(string_agg(owner_id || ':' || token, ',' order by owner_id), '') from removal_versions where owner_id = any(${owners})) as removals,
        exists (select 1 from co_occurrences where owner_user_id = any(${users})) as co,
        exists (select 1 from user_tags where owner_user_id = any(${arr(team.tagUserIds, "uuid")}) and status = 'accepted') as tags`,
    tx,
  );
  const factsStamp = r?.facts ?? "";
  const networkStamp = r?.network ?? "";
  const stamp = `${factsStamp}|${networkStamp}`;
  const s = store();
  const key = keyOf(team);
  let entry = s.get(key);
  if (!entry || entry.stamp !== stamp) {
    // A write of connections or co-occurrences only (a sync, a privacy mark, a deletion) leaves
    // whose facts win as they were, and what was read from facts alone: the one pass over the team's
    // facts is not made again; a write of facts only leaves what was read from connections alone.
    // Only once read: a read still on its way counts into the entry that started it.
    const sameFacts = entry?.factsStamp === factsStamp;
    const sameNetwork = entry?.networkStamp === networkStamp;
    const winners = sameFacts && entry!.winners?.count ? entry!.winners : undefined;
    // After a write of some teammates' facts, the winners are read again for their people only,
    // from the last ones read (under this entry's tokens, or an earlier one's not asked for since).
    const before = sameFacts ? undefined : entry?.winners?.count ? { winners: entry.winners.value, factsStamp: entry.factsStamp } : entry?.before;
    const lists = new Map<ListName, Map<string, Kept>>();
    let count = winners?.count ?? 0;
    for (const [name, list] of entry?.lists ?? []) {
      if (!(sameFacts && FACTS_ONLY.has(name)) && !(sameNetwork && NETWORK_ONLY.has(name))) continue;
      const read = new Map([...list].filter(([, slot]) => slot.rows));
      for (const slot of read.values()) count += slot.count;
      lists.set(name, read);
    }
    // The facts-only (network-only) lists left behind by a write of facts (of the network), to start
    // their next read from, with the ones left by earlier writes and not read since.
    const earlierLists = new Map<ListName, Map<string, Earlier>>();
    for (const name of [...FACTS_ONLY, ...NETWORK_ONLY]) {
      const facts = FACTS_ONLY.has(name);
      const earlier = new Map(entry?.earlierLists.get(name));
      if (entry && !(facts ? sameFacts : sameNetwork)) {
        const stampThen = facts ? entry.factsStamp : entry.networkStamp;
        for (const [k, slot] of entry.lists.get(name) ?? []) if (slot.rows) earlier.set(k, { rows: slot.rows, stamp: stampThen, count: slot.count });
      }
      for (const e of earlier.values()) count += e.count;
      if (earlier.size) earlierLists.set(name, earlier);
    }
    entry = { stamp, factsStamp, networkStamp, winners, before, lists, earlierLists, count };
  }
  touch(s, key, entry);
  return new TeamSnapshot(team, tx, stamp, { coOccurrences: Boolean(r?.co), manualTags: Boolean(r?.tags) }, entry, r?.removals ?? "");
}

/**
 * A snapshot that keeps nothing and reads no tokens, for the reads of a few people (a known path, a
 * person panel): they use nothing kept, so they need no stamp, and co-occurrences and tags are read
 * whether or not the team has any, alongside the other reads (`linksAmong`).
 */
export function liveSnapshot(team: Team, tx: DbOrTx = db): TeamSnapshot {
  return new TeamSnapshot(team, tx, "", { coOccurrences: true, manualTags: true }, { stamp: "", factsStamp: "", networkStamp: "", winners: undefined, lists: new Map(), earlierLists: new Map(), count: 0 });
}

/** Drops the least recently searched teams, then the current team's oldest keys, until the process keeps its budget. */
function evict(current: Entry) {
  const s = store();
  const budget = env.warmPathsKeptRows;
  let total = 0;
  for (const e of s.values()) total += e.count;
  for (const [key, e] of s) {
    if (total <= budget) return;
    if (e === current) continue;
    s.delete(key);
    total -= e.count;
  }
  // What was kept from before the latest writes goes first (it only spares a read), then the oldest keys.
  for (const list of [...current.earlierLists.values(), ...current.lists.values()]) {
    for (const [k, slot] of list) {
      if (total <= budget) return;
      list.delete(k);
      current.count -= slot.count;
      total -= slot.count;
    }
  }
  if (total <= budget) return;
  current.before = undefined;
  if (current.winners) {
    current.count -= current.winners.count;
    current.winners = undefined;
  }
}

/** The users whose token differs between two stamps (`user:token,…`; a user without a token yet is absent). */
function changedUsers(before: string, now: string): string[] {
  return changedTokens(before, now).map(([u]) => u);
}

/** The same, each with their token in the earlier stamp (none: they had none). */
function changedTokens(before: string, now: string): [string, string | undefined][] {
  const tokens = (stamp: string) => new Map(stamp ? stamp.split(",").map((t) => t.split(":") as [string, string]) : []);
  const a = tokens(before);
  const b = tokens(now);
  return [...new Set([...a.keys(), ...b.keys()])].filter((u) => a.get(u) !== b.get(u)).map((u) => [u, a.get(u)]);
}

/**
 * What the team's writes of one kind since some earlier tokens can have changed: the `people` their
 * rows named, and the writers (`unknown`) the log cannot answer for, whose every person is to be read again.
 */
export type Written = { people: Set<string>; unknown: string[] };

/** Each kind's log: the table its triggers write, and the column of the writer (supplier or owner). */
const LOGS = { facts: ["fact_changes", "user_id"], network: ["network_changes", "owner_id"] } as const;

/**
 * The people each writer's statements named after the last of their earlier token's (a writer's ids
 * grow in the order their writes commit). A writer with no earlier token, one the log does not hold
 * (pruned after CHANGE_LOGS_KEPT_DAYS, or written before the log), or one with a statement since that
 * named too many people to list (an import's batch) is unknown.
 */
async function readWritten(kind: keyof typeof LOGS, changes: [string, string | undefined][], tx: DbOrTx): Promise<Written> {
  const asked = changes.filter((c): c is [string, string] => c[1] !== undefined);
  const unknown = new Set(changes.filter(([, t]) => t === undefined).map(([u]) => u));
  const people = new Set<string>();
  if (!asked.length) return { people, unknown: [...unknown] };
  const [table, writer] = LOGS[kind].map((name) => sql.raw(name));
  // A row without a person (`everyone`): a statement named too many of the writer's people to list.
  const found = await rows<{ writer: string; known: boolean; person_id: string | null; everyone: boolean | null }>(
    sql`select w.writer, s.since is not null as known, c.person_id, c.everyone
      from unnest(${arr(asked.map(([u]) => u), "uuid")}, ${arr(asked.map(([, t]) => t), "uuid")}) as w(writer, token)
      cross join lateral (select max(f.id) as since from ${table} f where f.${writer} = w.writer and f.token = w.token) s
      left join lateral (select distinct f.person_id, f.person_id is null as everyone from ${table} f where f.${writer} = w.writer and f.id > s.since) c on true`,
    tx,
  );
  for (const r of found) {
    if (!r.known || r.everyone) unknown.add(r.writer);
    else if (r.person_id) people.add(r.person_id);
  }
  return { people, unknown: [...unknown] };
}

/**
 * The people with facts from two or more of the team's users, and whose facts win: one pass over
 * the team's facts finds the people two suppliers share; their suppliers' latest times and the
 * order that picks a winner are taken for them alone (ordering every person's suppliers in an
 * aggregate cost twice as much; grouping every person's suppliers before counting them, half again).
 */
async function readWinners(team: Team, tx: DbOrTx): Promise<Winners> {
  const [exps, edus] = await Promise.all([contested("experiences", team, tx), contested("educations", team, tx)]);
  return { exps: new Map(exps.map((r) => [r.person_id, r.winner])), edus: new Map(edus.map((r) => [r.person_id, r.winner])) };
}

/**
 * The winners after a write of some teammates' facts, from the winners kept before it: a person's
 * winner can change only if a write named them (fact_changes, migration 0033) — or, for a writer the
 * log cannot answer for, if that writer supplies facts about them now, or was their winner before
 * (and may have deleted those facts); only those people are read again. Every write of a fact
 * renews its supplier's token (migration 0017), so the rest are as they were.
 */
async function readWinnersAfter(team: Team, tx: DbOrTx, before: Promise<Winners>, written: Promise<Written>): Promise<Winners> {
  const [old, { people, unknown }] = await Promise.all([before, written]);
  const changed = new Set(unknown);
  const after = async (table: FactTableName, kept: Map<string, string>) => {
    const formerly = [...people, ...[...kept].filter(([p, w]) => changed.has(w) && !people.has(p)).map(([p]) => p)];
    if (!formerly.length && !unknown.length) return kept;
    const list = await contested(table, team, tx, { suppliers: unknown, formerly });
    const next = new Map(kept);
    // Anyone else keeps their winner: no write named them, or (for the writers the log cannot answer
    // for) their winner did not write — contested still if such a writer supplies them now (answered
    // in `list`), else that winner is their only supplier, whose rows are all kept anyway.
    for (const p of formerly) next.delete(p);
    for (const r of list) next.set(r.person_id, r.winner);
    return next;
  };
  const [exps, edus] = await Promise.all([after("experiences", old.exps), after("educations", old.edus)]);
  return { exps, edus };
}

type FactTableName = "experiences" | "educations";

/**
 * Each person's winning supplier among the team's users, for the people two or more supply facts
 * about. With `only`: among the people `only.suppliers` supply facts about and the `only.formerly`
 * people only.
 */
async function contested(
  table: FactTableName,
  team: Team,
  tx: DbOrTx,
  only?: { suppliers: string[]; formerly: string[] },
): Promise<{ person_id: string; winner: string }[]> {
  const t = sql.raw(table);
  const order = sql`order by s.person_id, (s.supplied_by = ${team.memberUserId}::uuid) desc, s.at desc, s.supplied_by`;
  const users = arr(team.userIds, "uuid");
  if (!only) {
    // The shared people first, in one aggregate by person (two suppliers: two places in the team's
    // list of users), then their suppliers' latest times by person (decision 012, stop 48).
    return rows(
      sql`with shared as (select person_id from ${t} where supplied_by = any(${users}) group by person_id
            having min(array_position(${users}, supplied_by)) <> max(array_position(${users}, supplied_by))),
          s as (select person_id, supplied_by, max(created_at) as at from ${t} where person_id in (select person_id from shared) and supplied_by = any(${users}) group by person_id, supplied_by)
        select distinct on (s.person_id) s.person_id, s.supplied_by as winner from s ${order}`,
      tx,
    );
  }
  return rows(
    sql`with s as (select person_id, supplied_by, max(created_at) as at, count(*) over (partition by person_id) as suppliers from ${t}
          where supplied_by = any(${users})
            and person_id in (select person_id from ${t} where supplied_by = any(${arr(only.suppliers, "uuid")}) union select unnest(${arr(only.formerly, "uuid")}))
          group by person_id, supplied_by)
      select distinct on (s.person_id) s.person_id, s.supplied_by as winner from s where s.suppliers > 1 ${order}`,
    tx,
  );
}

/** Keeps the rows of each person's winning supplier (rows as read: `person_id`, `supplied_by`). */
export function keepWinners<R extends { person_id: string; supplied_by: string }>(list: R[], winners: Map<string, string>): R[] {
  if (!winners.size) return list;
  return list.filter((r) => {
    const w = winners.get(r.person_id);
    return w === undefined || w === r.supplied_by;
  });
}
