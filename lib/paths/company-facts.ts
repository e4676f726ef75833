import "server-only";
import { peoplePlacedAt, peopleSuppliedAt, readPersonNamesBy } from "@/lib/people/service";
import * as q from "./queries";
import { packForm, unpackForm } from "./stored-form";
import type { Team } from "./engine";
import type { EducationFact, ExperienceFact } from "./rules";

// A company's people as the team's facts have them (issue 29, decision 019): everyone the team has
// facts about at one company key, with their other jobs, schools and names — each person's winning
// supplier's (lib/people/pick.ts). Read from the team's facts alone, so kept across a write of the
// team's connections; after a write of some teammates' facts, only the people those writes named
// are read again (fact_changes, migration 0033). The refresh stores the list beside the member's map
// (company_maps.facts), so a server that kept nothing of the team brings that one up to date the
// same way instead of reading it all.

/** A person with facts at the company: their name and facts as the team supplied them (the winning supplier's). */
export type PersonFacts = {
  personId: string;
  name: string | undefined;
  exps: ExperienceFact[];
  edus: EducationFact[];
  /** Whose rows these are (the winning suppliers of their jobs, schools and name): a write of theirs may change them. */
  by: string[];
};

/**
 * Someone a teammate places at the company whose winning supplier does not: not on the company's
 * page, but they join it if that supplier's facts change.
 */
type Outvoted = { personId: string; outvotedBy: string };

type Kept = PersonFacts | Outvoted;

const isPerson = (k: Kept): k is PersonFacts => !("outvotedBy" in k);

/**
 * The company's people and their facts (`all`); `people` comes first, once the people at the company
 * are known: the test of the team network needs no more, and runs beside the reads of their other
 * facts and names.
 */
export function companyFacts(team: Team, snap: q.TeamSnapshot, key: string): { people: Promise<string[]>; all: Promise<PersonFacts[]> } {
  let found!: (ids: string[]) => void;
  const people = new Promise<string[]>((resolve) => (found = resolve));
  const all = listOf(team, snap, key, found).then((list) => {
    const here = list.filter(isPerson);
    found(here.map((p) => p.personId)); // kept, or brought up to date after a write
    return here;
  });
  all.catch(() => found([])); // the caller meets the failure through `all`
  return { people, all };
}

/**
 * The company's list under `snap`: kept in the process; else brought up to date from the list kept
 * before a write of facts (this process's, or the one stored beside the member's map); else read.
 */
function listOf(team: Team, snap: q.TeamSnapshot, key: string, found?: (ids: string[]) => void): Promise<Kept[]> {
  return snap
    .lists<Kept>("companyFacts", [key], async () => {
      const [kept] = snap.earlier<Kept>("companyFacts", [key]);
      const earlier = kept ? { rows: kept.rows.get(key)!, changed: kept.changed, at: kept.at, adopt: () => undefined } : await storedList(team, snap, key);
      if (!earlier) return new Map([[key, await readAll(team, snap, key, found)]]);
      if (!earlier.changed.length) {
        earlier.adopt();
        return new Map([[key, earlier.rows]]);
      }
      const again = readAgain(team, snap, key, earlier.rows, earlier.at);
      again.catch(() => undefined); // met below, after the pause
      // The stored connections are taken while its statements run (the test of the team network,
      // which reads them, waits for this list).
      await new Promise((resolve) => setImmediate(resolve));
      earlier.adopt();
      return new Map([[key, await again]]);
    })
    .then(([list]) => list!);
}

/**
 * The company's list and the team's connections to its people as this snapshot has them, in the
 * form company_maps stores beside the member's map (read once: the map's computation keeps them),
 * the tokens each is of, and everyone they name (an erasure finds the row by them: decision 018).
 */
export async function storedListsOf(team: Team, snap: q.TeamSnapshot, key: string): Promise<q.StoredLists & { personIds: string[] }> {
  const list = await listOf(team, snap, key);
  const incoming = await q.storedIncoming(snap, list.filter(isPerson).map((p) => p.personId));
  return { facts: encodeList(list), factsAt: snap.listAt("companyFacts"), ...incoming, personIds: list.map((k) => k.personId) };
}

/**
 * The list stored beside the member's map, if read for this team, with the teammates whose facts
 * changed since; `adopt` takes the team's connections to its people stored with it as read before
 * the latest writes, so the test of the team network that follows brings them up to date — the
 * caller calls it before that test, once its own reads are on their way.
 */
async function storedList(team: Team, snap: q.TeamSnapshot, key: string): Promise<{ rows: Kept[]; changed: string[]; at: string; adopt: () => void } | null> {
  const stored = await q.readStoredLists(team.memberUserId, key);
  if (!stored) return null;
  const adopt = () => {
    if (stored.connections && stored.connectionsAt) q.adoptStoredIncoming(snap, stored.connections, stored.connectionsAt);
  };
  const changed = stored.facts && stored.factsAt ? snap.writersSince("companyFacts", stored.factsAt) : null;
  const network = stored.connections && stored.connectionsAt ? snap.writersSince("connections", stored.connectionsAt) : null;
  // Who the writes of each list's kind named is asked now, and answered while the lists are
  // unpacked: the statements go out before the unpacking holds the process (`readAgain` and the
  // connections' reader meet the same answers, or their failure).
  if (changed?.length) snap.writtenSince("companyFacts", stored.factsAt!)?.catch(() => undefined);
  if (network?.length) snap.writtenSince("connections", stored.connectionsAt!)?.catch(() => undefined);
  if (changed?.length || network?.length) await new Promise((resolve) => setImmediate(resolve));
  const rows = changed && decodeList(stored.facts!);
  if (!rows) adopt(); // the list is read afresh, the connections still brought up to date
  return rows ? { rows, changed, at: stored.factsAt!, adopt } : null;
}

/** The first read: the team's jobs at the company, then the other facts and names of the people there. */
async function readAll(team: Team, snap: q.TeamSnapshot, key: string, found?: (ids: string[]) => void): Promise<Kept[]> {
  const { rows: here, outvoted } = await q.experiencesAtKey(team, key, snap);
  const ids = [...new Set(here.map((r) => r.personId))];
  found?.(ids);
  const [elsewhere, edus, names] = await Promise.all([
    q.experiencesElsewhere(team, ids, key, snap),
    q.pickedFactsOf(q.EDUCATIONS, team, ids, snap),
    readPersonNamesBy({ userId: team.memberUserId, teamIds: team.userIds }, ids),
  ]);
  const exps = q.groupBy(here, (r) => r.personId);
  const people = ids.map((p): PersonFacts => {
    const at = exps.get(p)!;
    const edu = edus.get(p);
    const name = names.get(p);
    return { personId: p, name: name?.name, exps: [...at.map((r) => r.fact), ...(elsewhere.get(p) ?? [])], edus: edu?.facts ?? [], by: suppliers(at[0]!.by, edu?.by, name?.by) };
  });
  return [...people, ...[...outvoted].map(([personId, outvotedBy]) => ({ personId, outvotedBy }))];
}

/**
 * The read after a write of some teammates' facts, from the list read before it under `at`: a
 * person's facts can change only if a write named them (fact_changes, migration 0033) — those on the
 * list are read again, by person, and picked from their own rows; the others join it if the team now
 * places them at the company. For a writer the log cannot answer for (its earlier token pruned, or
 * an import's batch since), a person's facts can change if that writer supplied the winning ones
 * before (and may have deleted them), or supplies facts or a profile about that person now: the
 * first are read at once, beside the question that finds the others (mostly the same people).
 * Everyone else is as they were.
 */
async function readAgain(team: Team, snap: q.TeamSnapshot, key: string, before: Kept[], at: string): Promise<Kept[]> {
  const { people, unknown } = (await snap.writtenSince("companyFacts", at))!; // of this team view: its writers were asked for first
  const writers = new Set(unknown);
  const viewer = { userId: team.memberUserId, teamIds: team.userIds };
  const listed = new Set(before.map((k) => k.personId));
  const theirs = new Set(before.filter((k) => (isPerson(k) ? k.by.some((u) => writers.has(u)) : writers.has(k.outvotedBy))).map((k) => k.personId));
  for (const p of people) if (listed.has(p)) theirs.add(p);
  const newcomers = [...people].filter((p) => !listed.has(p));
  const [first, now, placed] = await Promise.all([
    readPeople(team, snap, key, viewer, [...theirs]),
    unknown.length ? peopleSuppliedAt(viewer, unknown, key) : new Set<string>(),
    newcomers.length ? peoplePlacedAt(viewer, newcomers, key) : new Set<string>(),
  ]);
  const others = new Set([...now, ...placed].filter((p) => !theirs.has(p)));
  const rest = await readPeople(team, snap, key, viewer, [...others]);
  const again = new Set([...theirs, ...others]);
  return [...before.filter((k) => !again.has(k.personId)), ...first, ...rest];
}

/** These people as the company's list holds them, read by person: at the company, outvoted there, or neither (left out). */
async function readPeople(team: Team, snap: q.TeamSnapshot, key: string, viewer: { userId: string; teamIds: string[] }, list: string[]): Promise<Kept[]> {
  if (!list.length) return [];
  const [exps, edus, names] = await Promise.all([
    q.pickedFactsOf(q.EXPERIENCES, team, list, snap),
    q.pickedFactsOf(q.EDUCATIONS, team, list, snap),
    readPersonNamesBy(viewer, list),
  ]);
  const read: Kept[] = [];
  for (const p of list) {
    const exp = exps.get(p);
    if (!exp) continue; // no job left
    if (exp.facts.some((f) => f.companyKey === key)) {
      const edu = edus.get(p);
      const name = names.get(p);
      read.push({ personId: p, name: name?.name, exps: exp.facts, edus: edu?.facts ?? [], by: suppliers(exp.by, edu?.by, name?.by) });
    } else if (exp.keys.includes(key)) read.push({ personId: p, outvotedBy: exp.by });
  }
  return read;
}

function suppliers(...by: (string | null | undefined)[]): string[] {
  return [...new Set(by.filter((u): u is string => Boolean(u)))];
}

// The stored form: one array per field rather than an object per person or fact (5,000 people are
// ~0.15 MB deflated on the companies bench, and parse in a few milliseconds), and a format number so a list written by
// another version of this code is read afresh instead.
const FORMAT = 2;
type Stored = {
  f: typeof FORMAT;
  /** The suppliers the people's `by` and `out` point into. */
  users: string[];
  ids: string[];
  /** null: no name (or outvoted). */
  names: (string | null)[];
  /** The winning supplier of someone outvoted; -1 for a person on the list. */
  out: number[];
  by: number[][];
  /** Each person's number of jobs and schools, in order in `e` and `d`. */
  nExp: number[];
  nEdu: number[];
  /** Jobs: company key, company, title, from, to, current (1/0). */
  e: [string[], string[], (string | null)[], (string | null)[], (string | null)[], (0 | 1)[]];
  /** Schools: school key, school, from year, to year. */
  d: [string[], string[], (number | null)[], (number | null)[]];
};

function encodeList(list: Kept[]): Uint8Array {
  const v: Stored = { f: FORMAT, users: [], ids: [], names: [], out: [], by: [], nExp: [], nEdu: [], e: [[], [], [], [], [], []], d: [[], [], [], []] };
  const userAt = new Map<string, number>();
  const user = (u: string) => {
    let i = userAt.get(u);
    if (i === undefined) userAt.set(u, (i = v.users.push(u) - 1));
    return i;
  };
  for (const k of list) {
    v.ids.push(k.personId);
    if (!isPerson(k)) {
      v.names.push(null);
      v.out.push(user(k.outvotedBy));
      v.by.push([]);
      v.nExp.push(0);
      v.nEdu.push(0);
      continue;
    }
    v.names.push(k.name ?? null);
    v.out.push(-1);
    v.by.push(k.by.map(user));
    v.nExp.push(k.exps.length);
    v.nEdu.push(k.edus.length);
    for (const f of k.exps) {
      v.e[0].push(f.companyKey);
      v.e[1].push(f.company);
      v.e[2].push(f.title);
      v.e[3].push(f.fromDate);
      v.e[4].push(f.toDate);
      v.e[5].push(f.isCurrent ? 1 : 0);
    }
    for (const f of k.edus) {
      v.d[0].push(f.schoolKey);
      v.d[1].push(f.school);
      v.d[2].push(f.fromYear);
      v.d[3].push(f.toYear);
    }
  }
  return packForm(v);
}

function decodeList(bytes: Uint8Array): Kept[] | null {
  const v = unpackForm<Stored>(bytes, FORMAT);
  if (!v) return null;
  const out: Kept[] = new Array(v.ids.length);
  const [eKey, eCompany, eTitle, eFrom, eTo, eCurrent] = v.e;
  const [dKey, dSchool, dFrom, dTo] = v.d;
  let j = 0;
  let s = 0;
  for (let i = 0; i < v.ids.length; i++) {
    const personId = v.ids[i]!;
    if (v.out[i]! >= 0) {
      out[i] = { personId, outvotedBy: v.users[v.out[i]!]! };
      continue;
    }
    const exps: ExperienceFact[] = new Array(v.nExp[i]!);
    for (let x = 0; x < exps.length; x++, j++) exps[x] = { companyKey: eKey[j]!, company: eCompany[j]!, title: eTitle[j]!, fromDate: eFrom[j]!, toDate: eTo[j]!, isCurrent: eCurrent[j] === 1 };
    const edus: EducationFact[] = new Array(v.nEdu[i]!);
    for (let x = 0; x < edus.length; x++, s++) edus[x] = { schoolKey: dKey[s]!, school: dSchool[s]!, fromYear: dFrom[s]!, toYear: dTo[s]! };
    out[i] = { personId, name: v.names[i] ?? undefined, exps, edus, by: v.by[i]!.map((u) => v.users[u]!) };
  }
  return out;
}
