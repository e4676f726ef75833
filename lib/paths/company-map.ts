import "server-only";
import { companyKey as keyOf } from "@/lib/people/keys";
import { comparePaths, rawScore, strengthOf } from "./strength";
import { pathId, scorePath, type RawPath, type Team } from "./engine";
import { pathReason, type Named } from "./reason";
import * as q from "./queries";
import { bestWaysIn } from "./ways-in";
import { requireTeam } from "./service";
import { readPersonNames } from "@/lib/people/service";
import { companyFacts, type PersonFacts } from "./company-facts";
import type { EducationFact, ExperienceFact } from "./rules";
import type { OriginType, PathStrength } from "./types";

// The company map (issue 29, decision 019): the team network's people at one company key, as the
// member's team knows them (DESIGN §1, §5) — who works there now, who worked there, and each one's
// best way in by the engine's edges, score and order (ways-in.ts). Read only through the team's
// snapshot and graph source, the same team view as a lead's search. Where a map is kept between
// requests (this process, company_maps) is ./company-map-kept.ts.

export type WayIn = {
  path_id: string;
  origin: { id: string; name: string; type: OriginType };
  /** null: the origin knows them directly. */
  introducer: { id: string; name: string } | null;
  strength: PathStrength;
  score: number;
  reason: string;
};

export type CompanyPerson = {
  personId: string;
  name: string;
  /** Their title at the company (the current one, else the latest). */
  role: string;
  current: boolean;
  /** Their best way in as the engine found it, worded only when shown (`wayIn`): a map has thousands, a page 25. */
  path: RawPath | null;
  /** Their best way in worded already (a map read from company_maps: its paths were worded when stored). */
  way?: WayIn | null;
  strength: PathStrength | null;
  /** 1-based place of their best way in, by the engine's order (no way in: after everyone). */
  rank: number;
};

export type CompanyMap = {
  companyKey: string;
  company: string;
  people: CompanyPerson[];
  /** Origins (the member, teammates, extended networks) with an edge to someone there. */
  knownBy: { id: string; type: OriginType }[];
  /** What wording a best way in reads: the member's own node, the origins, and the names on the best ways in. */
  words: { me: string; origins: Map<string, { name: string; type: OriginType }>; names: Map<string, string> };
  /**
   * Set when this is the stored map of an earlier team view that has lost nothing since (rows were
   * only added: ./company-map-kept.ts), answering while the refresh computes the view's own.
   */
  earlier?: { computedAt: Date };
};

/** A person's best way in as the page shows it: origin → introducer → them, strength and reason. */
export function wayIn(map: CompanyMap, person: CompanyPerson): WayIn | null {
  if (person.way !== undefined) return person.way;
  const p = person.path;
  if (!p) return null;
  const { me, origins, names } = map.words;
  const nameOf = (id: string) => (id === person.personId ? person.name : (names.get(id) ?? ""));
  const s = scorePath(p);
  const [o, ...rest] = p.nodes;
  const origin = origins.get(o!)!;
  return {
    path_id: pathId(p.nodes),
    origin: { id: o!, name: origin.type === "me" ? "You" : origin.type === "team" ? nameOf(o!) || origin.name : origin.name, type: p.originType },
    introducer: rest.length > 1 ? { id: rest[0]!, name: nameOf(rest[0]!) } : null,
    strength: s.strength,
    score: s.score,
    reason: pathReason(
      p.nodes.map((id): Named => ({ id, isMe: id === me, name: nameOf(id) })),
      p.segments,
    ),
  };
}

/** The map computed from the team view of `snap`: its people, their best ways in and their order. */
export async function computeMap(team: Team, snap: q.TeamSnapshot, key: string): Promise<CompanyMap | null> {
  const source = q.sqlGraphSource(snap);
  const facts = companyFacts(team, snap, key);
  // The people's colleagues at their other companies are read beside the test of the team network
  // (the first thing the ways in read after it).
  const elsewhere = facts.all.then((all) => {
    const keys = new Set<string>();
    for (const p of all) for (const f of p.exps) if (f.companyKey && f.companyKey !== key) keys.add(f.companyKey);
    return keys.size ? source.experiencesAt(team, [...keys], new Set(all.map((p) => p.personId))) : [];
  });
  elsewhere.catch(() => undefined); // awaited by the ways in; not when nobody there is in the network
  const [all, inNetwork] = await Promise.all([facts.all, facts.people.then((ids) => q.teamNetworkAmong(snap, ids))]);
  const here = all.filter((p) => inNetwork.has(p.personId));
  const me = team.memberPersonId;
  const people = here.map((p) => p.personId);
  const targets = people.filter((p) => p !== me);
  if (!targets.length) return null;
  const names = new Map<string, string>();
  for (const p of here) if (p.name !== undefined) names.set(p.personId, p.name);
  const readNames = async (ids: string[]) => {
    const read = await readPersonNames({ userId: team.memberUserId, teamIds: team.userIds }, ids.filter((id) => !names.has(id)));
    for (const [id, name] of read) names.set(id, name);
  };
  const exps = new Map<string, ExperienceFact[]>();
  const edus = new Map<string, EducationFact[]>();
  for (const p of here) {
    exps.set(p.personId, p.exps);
    edus.set(p.personId, p.edus);
  }
  const nameOf = (id: string) => (id === me ? "" : (names.get(id) ?? ""));
  const ways = await bestWaysIn({ source, team, people, facts: { exps, edus }, companyKey: key, elsewhere, readNames, nameOf });
  const origins = new Map(team.origins.map((o) => [o.personId, { name: o.name, type: o.type }]));
  const rows = targets.map((p) => {
    const { now, latest } = atCompany(exps.get(p) ?? [], key);
    const path = ways.best.get(p) ?? null;
    const k = ways.keys.get(p) ?? null;
    const person: CompanyPerson = { personId: p, name: names.get(p) ?? "", role: latest?.title ?? "", current: now, path, strength: k ? strengthOf(rawScore(k.highestTags)) : null, rank: 0 };
    return { person, k, sum: k ? k.highestTags.reduce((a, b) => a + b, 0) : 0, n: k ? k.highestTags.length : 1 };
  });
  // The engine's order between the people's best ways in (the member's own node is named ''); its
  // first key, the score, compared here as it does (thousands of people, most told apart by it).
  rows.sort((a, b) =>
    a.k && b.k
      ? b.sum * a.n - a.sum * b.n || comparePaths(a.k, b.k)
      : a.k
        ? -1
        : b.k
          ? 1
          : a.person.name.localeCompare(b.person.name) || a.person.personId.localeCompare(b.person.personId),
  );
  rows.forEach((x, i) => (x.person.rank = i + 1));
  // Only the names a best way in shows are kept with the map.
  const shown = new Map<string, string>();
  for (const { person } of rows) for (const id of person.path?.nodes ?? []) if (id !== person.personId && names.has(id)) shown.set(id, names.get(id)!);
  return {
    companyKey: key,
    company: mostCommon(here, key) || key,
    people: rows.map((x) => x.person),
    knownBy: [...ways.knownBy].map((id) => ({ id, type: origins.get(id)!.type })),
    words: { me, origins, names: shown },
  };
}

const isCurrent = (f: ExperienceFact) => f.isCurrent || f.toDate === null;

/**
 * Whether a person works at the company now (a current job there), and the job their role there is
 * read from: a current one, else the one that ended last; among several, the latest started, then
 * the first title alphabetically — whatever order the rows came in.
 */
function atCompany(facts: ExperienceFact[], key: string): { now: boolean; latest: ExperienceFact | undefined } {
  let now = false;
  let latest: ExperienceFact | undefined;
  for (const f of facts) {
    if (f.companyKey !== key) continue;
    if (isCurrent(f)) now = true;
    if (!latest || later(f, latest) > 0) latest = f;
  }
  return { now, latest };
}

function later(a: ExperienceFact, b: ExperienceFact): number {
  return (
    Number(isCurrent(a)) - Number(isCurrent(b)) ||
    (a.toDate ?? "").localeCompare(b.toDate ?? "") ||
    (a.fromDate ?? "").localeCompare(b.fromDate ?? "") ||
    (b.title ?? "").localeCompare(a.title ?? "")
  );
}

/** The company's name as the team's facts write it most often (ties: the first alphabetically). */
function mostCommon(people: PersonFacts[], key: string): string {
  const counts = new Map<string, number>();
  for (const p of people) for (const f of p.exps) if (f.companyKey === key && f.company) counts.set(f.company, (counts.get(f.company) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "";
}

/** The companies whose key contains the normalised search, one page, most people first. */
export async function searchCompanies(userId: string, search: string, skip: number, limit: number) {
  const team = await requireTeam(userId);
  const part = keyOf(search);
  const { hits, count } = await q.searchTeamCompanies(await q.takeSnapshot(team), part, skip, limit);
  return { hits, count };
}
