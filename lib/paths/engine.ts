// The warm-path engine (DESIGN §6): origins, edges with evidence, 3- and 4-node paths, strength
// and order. It reads neighbourhoods through a GraphSource (SQL in queries.ts, an in-memory double
// in tests) and never walks the whole graph: T's neighbours (B), their neighbours, and the origins
// adjacent to those — a meet-in-the-middle search whose cost follows the neighbourhood sizes.
import {
  alumniReason,
  coOccurrenceReasons,
  colleagueReason,
  colleagueSpans,
  colleaguesLinked,
  colleagueStrength,
  manualTagReason,
  mergeReasons,
  oldestOf,
  overlapOf,
  type ColleagueSpan,
  ownedEdgeKeys,
  ownedEdgeReasons,
  ownedEdgeScore,
  segmentKeys,
  segmentOrder,
  type SegmentKeys,
  type SegmentOrder,
  type CoOccurrenceFact,
  type EducationFact,
  type ExperienceFact,
  type OwnedEdgeFact,
  type Reason,
} from "./rules";
import { comparePaths, highestFor, rawScore, strengthOf, type Orderable } from "./strength";
import type { OriginType, PathSegment } from "./types";

export type Origin = {
  personId: string;
  type: OriginType;
  name: string;
  /** The users whose connections are this origin's edges (a member, a collaborator). */
  ownerUserIds: string[];
  /** The extended networks whose connections are this origin's edges. */
  extendedNetworkIds: string[];
};

export type Team = {
  memberUserId: string;
  memberPersonId: string;
  origins: Origin[];
  /** The member and their collaborators who share with them (not paused, issue 31). */
  userIds: string[];
  /** Whose manual tags the member sees: themselves and the collaborators who share their tags (issue 31). */
  tagUserIds: string[];
  /** Extended networks uploaded by any of them. */
  extendedNetworkIds: string[];
};

/** Where neighbours may lie: only origins, or the whole team network (DESIGN §5). */
export type Scope = "origins" | "network";

export type OwnedEdgeRow = OwnedEdgeFact & { ownerUserId: string | null; extendedNetworkId: string | null; personId: string };
export type CoOccurrenceRow = CoOccurrenceFact & { ownerUserId: string; personAId: string; personBId: string };
export type ManualTagRow = { ownerUserId: string; personId: string; tag: string; colour: string | null; score: number };

export interface GraphSource {
  /** Connections of the team that touch `personIds`: as the connected person, or owned by an origin among them. */
  ownedEdgesTouching(team: Team, personIds: string[], scope: Scope): Promise<OwnedEdgeRow[]>;
  /**
   * The facts of persons as the team supplied them (DESIGN §1, §4): only facts supplied by the
   * team's users, and per person only the winning supplier's (lib/people/pick.ts).
   */
  experiencesOf(team: Team, personIds: string[]): Promise<Map<string, ExperienceFact[]>>;
  educationsOf(team: Team, personIds: string[]): Promise<Map<string, EducationFact[]>>;
  /**
   * Experience (education) rows at these company (school) keys of the people of the team network,
   * by the same rule; without the people in `except` (a company map's own, whom the map pairs itself).
   */
  experiencesAt(team: Team, companyKeys: string[], except?: Set<string>): Promise<{ personId: string; fact: ExperienceFact }[]>;
  educationsAt(team: Team, schoolKeys: string[], except?: Set<string>): Promise<{ personId: string; fact: EducationFact }[]>;
  coOccurrencesTouching(team: Team, personIds: string[]): Promise<CoOccurrenceRow[]>;
  /** The tags the team's tag-sharing users applied to these people (each applies to that user's connection). */
  manualTags(team: Team, personIds: string[]): Promise<ManualTagRow[]>;
  /**
   * Everything the team holds about a few people, by the rules above, in one read: the team's
   * connections to them (as the connected person, whoever of the team owns them), their facts, the
   * co-occurrences touching them and the tags on them — a known path's or a person panel's edges.
   */
  around(team: Team, personIds: string[]): Promise<Around>;
}

export type Around = {
  incoming: OwnedEdgeRow[];
  exps: Map<string, ExperienceFact[]>;
  edus: Map<string, EducationFact[]>;
  cos: CoOccurrenceRow[];
  tags: ManualTagRow[];
};

/** Reasons as they are, or reasons worded on first use that know their score (`Scored`). */
type ReasonPart = Reason[] | Scored;

/**
 * A reason worded on first use whose score is known before (a colleague pair: `colleagueStrength`),
 * or found by wording it; `keys` answers what the order reads without the words (null: word it).
 */
type Scored = { word(): Reason | Reason[] | null; score(): number; keys(): SegmentKeys | null };

/** Two people's colleague reason: worded if the edge is read, scored for a caller that only bounds it. */
class ColleaguePart implements Scored {
  constructor(
    private fx: ExperienceFact[],
    private fy: ExperienceFact[],
    private sx: ColleagueSpan[],
    private sy: ColleagueSpan[],
    private today: string,
  ) {}
  word() {
    return colleagueReason(this.fx, this.fy, this.today);
  }
  score() {
    return colleagueStrength(this.sx, this.sy)?.score ?? 0;
  }
  keys(): SegmentKeys | null {
    const c = colleagueStrength(this.sx, this.sy);
    return c && { best: c.score, overlap: c.months, oldest: null, freshest: null, labels: [c.tag] };
  }
}

/** Manual tags by their owner and person (`pairKey`): each applies to that owner's connection to the person. */
type TagsByPair = Map<string, ManualTagRow[]>;

const pairKey = (ownerUserId: string, personId: string) => `${ownerUserId}|${personId}`;

function tagsByPair(tags: ManualTagRow[]): TagsByPair {
  const m: TagsByPair = new Map();
  for (const t of tags) {
    const k = pairKey(t.ownerUserId, t.personId);
    const list = m.get(k);
    if (list) list.push(t);
    else m.set(k, [t]);
  }
  return m;
}

/** A connection's reasons, with the manual tags its owner applied to the person, worded on first use. */
class OwnedPart implements Scored {
  private reasons: Reason[] | undefined;
  constructor(
    private ctx: Context,
    private row: OwnedEdgeRow,
    private ownerPerson: string,
    private tags: TagsByPair,
  ) {}
  word(): Reason[] {
    if (this.reasons) return this.reasons;
    const { ctx, row, ownerPerson } = this;
    const name = ctx.ownerName(row);
    const own = row.ownerUserId === ctx.team.memberUserId;
    const reasons = ownedEdgeReasons(row, own, name, ctx.today, ownerPerson);
    const tagged = row.ownerUserId && this.tags.size ? this.tags.get(pairKey(row.ownerUserId, row.personId)) : undefined;
    for (const t of tagged ?? []) reasons.push(manualTagReason(t, name, own, ownerPerson));
    return (this.reasons = reasons);
  }
  /** `highestTag(word())` without the words: a company map asks it of thousands of edges, few on a path. */
  score() {
    if (this.reasons) return highestTag(this.reasons);
    const { ctx, row } = this;
    let m = ownedEdgeScore(row, ctx.today);
    const tagged = row.ownerUserId && this.tags.size ? this.tags.get(pairKey(row.ownerUserId, row.personId)) : undefined;
    for (const t of tagged ?? []) m = Math.max(m, t.score);
    return m;
  }
  /** Without manual tags (whose labels may meet another reason's), the keys without the words. */
  keys(): SegmentKeys | null {
    const { ctx, row } = this;
    if (this.reasons || (row.ownerUserId && this.tags.size && this.tags.has(pairKey(row.ownerUserId, row.personId)))) return null;
    return ownedEdgeKeys(row, row.ownerUserId === ctx.team.memberUserId, ctx.today);
  }
}

/**
 * The reasons of one edge, merged on first use. Reasons that are costly to word (colleagues, owned
 * connections) are added lazily: a large neighbourhood has hundreds of thousands of edges, few on a
 * path. A caller that only needs to know an edge cannot win reads `bestScore`, which words none.
 */
export class EdgeReasons {
  // Most edges have one part: the array is made only for a second.
  private first: ReasonPart | undefined;
  private more: ReasonPart[] | undefined;
  private merged: Reason[] | undefined;
  private keyed: SegmentKeys | undefined;

  add(part: ReasonPart) {
    if (this.first === undefined) this.first = part;
    else (this.more ??= []).push(part);
    this.merged = undefined;
    this.keyed = undefined;
  }

  private get parts(): ReasonPart[] {
    return this.first === undefined ? [] : this.more ? [this.first, ...this.more] : [this.first];
  }

  /** A new edge of this one's parts and `other`'s: both edges' reasons, merged (neither is changed). */
  joined(other: EdgeReasons): EdgeReasons {
    const edge = new EdgeReasons();
    for (const p of this.parts) edge.add(p);
    for (const p of other.parts) edge.add(p);
    return edge;
  }

  get list(): Reason[] {
    if (!this.merged) {
      const all: Reason[] = [];
      for (const p of this.parts) {
        const r = Array.isArray(p) ? p : p.word();
        if (Array.isArray(r)) all.push(...r);
        else if (r) all.push(r);
      }
      this.merged = mergeReasons(all);
    }
    return this.merged;
  }

  /**
   * What the order and the filters read of the merged reasons (`segmentKeys(list)`): an edge of one
   * costly part answers without wording it; several parts may merge by their words, so are worded.
   */
  keys(): SegmentKeys {
    if (this.keyed) return this.keyed;
    const only = this.more || this.merged || this.first === undefined || Array.isArray(this.first) ? null : this.first.keys();
    return (this.keyed = only ?? segmentKeys(this.list));
  }

  /** The best score among the reasons. */
  bestScore(): number {
    if (this.merged) return highestTag(this.merged);
    let m = 0;
    for (const p of this.parts) {
      m = Math.max(m, Array.isArray(p) ? highestTag(p) : p.score());
    }
    return m;
  }
}

/** A segment's highest tag: the best score among its reasons (0 for none). */
export const highestTag = (reasons: Reason[]) => reasons.reduce((m, r) => Math.max(m, r.score), 0);

export type Adjacency = Map<string, Map<string, EdgeReasons>>;

export type RawPath = {
  /** Person ids: origin, introducer(s), target. */
  nodes: string[];
  originType: OriginType;
  segments: Reason[][];
};

/**
 * A path as the search found it: its edges, worded only when its segments are read (the page a
 * member sees); the order (`orderKeys`) and the filters (`segmentLabels`) read the edges' keys.
 */
class FoundPath implements RawPath {
  private worded: Reason[][] | undefined;
  constructor(
    readonly nodes: string[],
    readonly originType: OriginType,
    readonly edges: EdgeReasons[],
  ) {}
  get segments(): Reason[][] {
    return (this.worded ??= this.edges.map((e) => e.list));
  }
}

/** Two people's colleague edge, worded on first read (a company map's best way in: only its page's are read). */
export function colleagueEdge(fx: ExperienceFact[], fy: ExperienceFact[], sx: ColleagueSpan[], sy: ColleagueSpan[], today: string): EdgeReasons {
  const edge = new EdgeReasons();
  edge.add(new ColleaguePart(fx, fy, sx, sy, today));
  return edge;
}

/**
 * A path of edges (and reasons already worded), worded only when its segments are read, as a found
 * path is: the company map puts thousands of first segments to the order, and words its winners only.
 */
export function pathOfEdges(nodes: string[], originType: OriginType, segments: (EdgeReasons | Reason[])[]): RawPath {
  return new FoundPath(
    nodes,
    originType,
    segments.map((s) => {
      if (s instanceof EdgeReasons) return s;
      const edge = new EdgeReasons();
      edge.add(s);
      return edge;
    }),
  );
}

export type Context = {
  source: GraphSource;
  team: Team;
  today: string;
  originByPerson: Map<string, Origin>;
  ownerPerson: (row: { ownerUserId: string | null; extendedNetworkId: string | null }) => string | undefined;
  ownerName: (row: { ownerUserId: string | null; extendedNetworkId: string | null }) => string;
  /** The origins' own facts, read once per search (every "origins" scope compares with them). */
  originFacts: () => Promise<Facts>;
  /** A person's colleague spans from their facts, made once for each list of facts (and day). */
  spans: (facts: ExperienceFact[]) => ColleagueSpan[];
};

export function makeContext(source: GraphSource, team: Team, now: Date): Context {
  const originByPerson = new Map(team.origins.map((o) => [o.personId, o]));
  const byUser = new Map<string, Origin>();
  const byExt = new Map<string, Origin>();
  for (const o of team.origins) {
    for (const u of o.ownerUserIds) byUser.set(u, o);
    for (const e of o.extendedNetworkIds) byExt.set(e, o);
  }
  let originFacts: Promise<Facts> | undefined;
  const today = now.toISOString().slice(0, 10);
  const originOf = (row: { ownerUserId: string | null; extendedNetworkId: string | null }) =>
    row.ownerUserId ? byUser.get(row.ownerUserId) : row.extendedNetworkId ? byExt.get(row.extendedNetworkId) : undefined;
  return {
    source,
    team,
    today,
    originByPerson,
    ownerPerson: (row) => originOf(row)?.personId,
    ownerName: (row) => originOf(row)?.name ?? "a teammate",
    originFacts: () => {
      const ids = team.origins.map((o) => o.personId);
      originFacts ??= Promise.all([source.experiencesOf(team, ids), source.educationsOf(team, ids)]).then(([exps, edus]) => ({ exps, edus }));
      return originFacts;
    },
    spans: (facts) => {
      const kept = SPANS.get(facts);
      if (kept?.today === today) return kept.spans;
      const spans = colleagueSpans(facts, today);
      SPANS.set(facts, { today, spans });
      return spans;
    },
  };
}

/**
 * Each list of facts' colleague spans as of a day, kept as long as the list: a team's facts are kept
 * between requests (queries/snapshot.ts) and a company map reads its 5,000 people's at every page
 * computed — made again, they were a megabyte of new objects each time. A list of facts is never
 * changed once read; one read again is a new list.
 */
const SPANS = new WeakMap<ExperienceFact[], { today: string; spans: ColleagueSpan[] }>();

function add(adj: Adjacency, x: string, y: string, reasons: ReasonPart) {
  if ((Array.isArray(reasons) && !reasons.length) || x === y) return;
  let m = adj.get(x);
  if (!m) adj.set(x, (m = new Map()));
  let edge = m.get(y);
  if (!edge) m.set(y, (edge = new EdgeReasons()));
  edge.add(reasons);
}

export type Facts = { exps: Map<string, ExperienceFact[]>; edus: Map<string, EducationFact[]> };

/** The (non-empty) company or school keys of people's facts. */
function keysOf<F>(facts: Map<string, F[]>, keyOf: (fact: F) => string): Set<string> {
  const keys = new Set<string>();
  for (const list of facts.values()) for (const f of list) if (keyOf(f)) keys.add(keyOf(f));
  return keys;
}

/** The entries of these people (a search compares thousands: no intermediate arrays). */
function onlyOf<F>(facts: Map<string, F[]>, people: Set<string>, opts: { share?: boolean } = {}): Map<string, F[]> {
  // Facts of these people only already (a company map's): the same map, when the caller writes none.
  if (opts.share && facts.size <= people.size && everyIn(facts.keys(), people)) return facts;
  const out = new Map<string, F[]>();
  for (const [p, list] of facts) if (people.has(p)) out.set(p, list);
  return out;
}

function everyIn(keys: Iterable<string>, people: Set<string>): boolean {
  for (const k of keys) if (!people.has(k)) return false;
  return true;
}

/** People's facts at these keys, as rows. */
function factsAt<F>(facts: Map<string, F[]>, keys: Set<string>, keyOf: (fact: F) => string): { personId: string; fact: F }[] {
  return [...facts].flatMap(([personId, list]) => list.filter((f) => keys.has(keyOf(f))).map((fact) => ({ personId, fact })));
}

/** Facts grouped by person, and the people holding each key (a company or a school). */
function indexFacts<F>(rows: { personId: string; fact: F }[], keyOf: (fact: F) => string) {
  const byPerson = new Map<string, F[]>();
  // A person with two stints at one key is listed twice: the readers skip people they have seen.
  const byKey = new Map<string, string[]>();
  for (const { personId, fact } of rows) {
    const facts = byPerson.get(personId);
    if (facts) facts.push(fact);
    else byPerson.set(personId, [fact]);
    const people = byKey.get(keyOf(fact));
    if (people) people.push(personId);
    else byKey.set(keyOf(fact), [personId]);
  }
  return { byPerson, byKey };
}

/** A company whose people the caller pairs itself (a company map: lib/paths/ways-in.ts). */
export type Dense = {
  companyKey: string;
  /** Its people in the team network. */
  people: Set<string>;
  /**
   * The team's experiences at the other companies of everyone the company's facts name, without
   * them (`experiencesAt(team, keys, them)`), read by the caller beside its test of the team
   * network: the rows the read of `people`'s colleagues there would answer (those named but not in
   * the network are in no row of it either), and maybe rows at more companies, never paired.
   */
  elsewhere?: Promise<{ personId: string; fact: ExperienceFact }[]>;
};

/**
 * Every neighbour in `scope` of each person of `xs`, with the reasons of the edge. `factsOverride`
 * replaces a person's experiences (the lead's company and role for an otherwise unknown target);
 * `facts` are the people's experiences and educations when the caller has them already (at least
 * every fact at a company or school of someone in scope); people in `exclude` are left out.
 * `dense`: a company whose people the caller pairs itself (a company map) — its key's colleagues
 * are not read, and no colleague or alumni edge joins two of its people (whatever company or
 * school they shared);
 * `dense.elsewhere`, when the caller started it, is the read of its people's colleagues at their
 * other companies (see `Dense`).
 */
export async function neighbours(
  ctx: Context,
  xs: string[],
  scope: Scope,
  opts: { factsOverride?: Map<string, ExperienceFact[]>; facts?: Facts; exclude?: Set<string>; dense?: Dense } = {},
): Promise<Adjacency> {
  const adj: Adjacency = new Map();
  if (!xs.length) return adj;
  const X = new Set(xs);
  const { source, team } = ctx;
  const { factsOverride, facts, exclude, dense } = opts;
  const inScope = (p: string) => !exclude?.has(p) && (scope === "network" || ctx.originByPerson.has(p));
  // When every x is one of a company map's people, the map's other people at x's other companies
  // and schools are never paired here (below): their rows are not read at all — most of the rows there.
  const except = dense && xs.every((x) => dense.people.has(x)) ? dense.people : undefined;

  // Every read starts as soon as what it needs is known: the second-stage reads (manual tags,
  // colleagues, alumni) wait only for the first-stage read they depend on.
  const ownedP = source.ownedEdgesTouching(team, xs, scope).then((rows) => rows.filter((r) => ctx.ownerPerson(r) !== undefined));
  const tagsP = ownedP.then((rows) => {
    const people = new Set<string>();
    for (const r of rows) if (r.ownerUserId) people.add(r.personId);
    return people.size ? source.manualTags(team, [...people]) : [];
  });
  // Facts handed in may cover more people than xs: keep only theirs.
  const expsP = (facts ? Promise.resolve(facts.exps) : source.experiencesOf(team, xs)).then((all) => {
    const exps = onlyOf(all, X, { share: !factsOverride });
    for (const [p, f] of factsOverride ?? []) if (X.has(p) && !exps.get(p)?.length) exps.set(p, f);
    return exps;
  });
  const edusP = (facts ? Promise.resolve(facts.edus) : source.educationsOf(team, xs)).then((all) => onlyOf(all, X, { share: true }));
  // The people in scope at the same companies and schools: the team network's from the source, the
  // origins' from their facts read once per search.
  const colleagueRowsP = expsP.then(async (exps) => {
    const keys = keysOf(exps, (f) => f.companyKey);
    if (dense) keys.delete(dense.companyKey);
    if (!keys.size) return [];
    if (except && dense?.elsewhere) return dense.elsewhere;
    return scope === "network" ? source.experiencesAt(team, [...keys], except) : factsAt((await ctx.originFacts()).exps, keys, (f) => f.companyKey);
  });
  const alumniRowsP = edusP.then(async (edus) => {
    const keys = keysOf(edus, (f) => f.schoolKey);
    if (!keys.size) return [];
    return scope === "network" ? source.educationsAt(team, [...keys], except) : factsAt((await ctx.originFacts()).edus, keys, (f) => f.schoolKey);
  });
  const [ownedRows, tags, exps, edus, colleagueRows, alumniRows, cos] = await Promise.all([
    ownedP,
    tagsP,
    expsP,
    edusP,
    colleagueRowsP,
    alumniRowsP,
    source.coOccurrencesTouching(team, xs),
  ]);

  // Owned edges, with the manual tags the owning member applied to the person.
  const tagged = tagsByPair(tags);
  for (const row of ownedRows) {
    const ownerPerson = ctx.ownerPerson(row)!;
    const forward = X.has(row.personId) && inScope(ownerPerson);
    const backward = X.has(ownerPerson) && inScope(row.personId);
    if (!forward && !backward) continue;
    // Worded on first use, once for both directions: thousands of rows, few on a path. Never
    // empty (a connection is at least a LinkedIn connection), so the edge exists either way.
    const part = new OwnedPart(ctx, row, ownerPerson, tagged);
    if (forward) add(adj, row.personId, ownerPerson, part);
    if (backward) add(adj, ownerPerson, row.personId, part);
  }

  // Colleagues: same company key, overlapping dates.
  if (colleagueRows.length) {
    const { byPerson: factsByPerson, byKey: personsByKey } = indexFacts(colleagueRows, (f) => f.companyKey);
    const seen = new Set<string>();
    for (const [x, fx] of exps) {
      const sx = ctx.spans(fx);
      // A company map pairs its own company's people itself (lib/paths/ways-in.ts): thousands of
      // colleagues are each other's colleagues, and only the strongest introducers can be a best way in.
      const among = dense?.people.has(x) ? dense.people : undefined;
      seen.clear();
      for (const e of fx) {
        if (e.companyKey === dense?.companyKey) continue;
        for (const y of personsByKey.get(e.companyKey) ?? []) {
          if (y === x || seen.has(y) || among?.has(y) || !inScope(y)) continue;
          seen.add(y);
          const fy = factsByPerson.get(y)!;
          const sy = ctx.spans(fy);
          if (colleaguesLinked(sx, sy)) add(adj, x, y, new ColleaguePart(fx, fy, sx, sy, ctx.today));
        }
      }
    }
  }

  // Alumni: same school key, overlapping years.
  if (alumniRows.length) {
    const { byPerson: factsByPerson, byKey: personsByKey } = indexFacts(alumniRows, (f) => f.schoolKey);
    // Nor those who went to school together: a company map pairs them itself too (ways-in.ts), so
    // its people meet only the others at their schools (hundreds of its own may share one).
    const outsideByKey = dense && new Map([...personsByKey].map(([k, ys]) => [k, ys.filter((y) => !dense.people.has(y))]));
    const seen = new Set<string>();
    for (const [x, fx] of edus) {
      const byKey = outsideByKey && dense.people.has(x) ? outsideByKey : personsByKey;
      seen.clear();
      for (const e of fx) {
        for (const y of byKey.get(e.schoolKey) ?? []) {
          if (y === x || seen.has(y) || !inScope(y)) continue;
          seen.add(y);
          const r = alumniReason(fx, factsByPerson.get(y)!);
          if (r) add(adj, x, y, [r]);
        }
      }
    }
  }

  // Co-occurrences in a teammate's own mail and calendar.
  for (const row of cos) {
    const reasons = coOccurrenceReasons(row, row.ownerUserId === team.memberUserId, ctx.ownerName({ ownerUserId: row.ownerUserId, extendedNetworkId: null }), ctx.today);
    if (X.has(row.personAId) && inScope(row.personBId)) add(adj, row.personAId, row.personBId, reasons);
    if (X.has(row.personBId) && inScope(row.personAId)) add(adj, row.personBId, row.personAId, reasons);
  }

  return adj;
}

/**
 * The experiences and educations of `xs` (people of the team network) at the origins' companies
 * and schools: all that the "origins" scope compares. Read from the origins' side — the network's
 * people at each origin company or school, which the snapshot keeps for the team between searches
 * (every search meets the same origins) — instead of every fact of each of xs, read anew each time.
 */
async function factsAtOrigins(ctx: Context, xs: string[]): Promise<Facts> {
  const { source, team } = ctx;
  const origins = await ctx.originFacts();
  const companyKeys = keysOf(origins.exps, (f) => f.companyKey);
  const schoolKeys = keysOf(origins.edus, (f) => f.schoolKey);
  const [atCompanies, atSchools] = await Promise.all([
    companyKeys.size ? source.experiencesAt(team, [...companyKeys]) : Promise.resolve([]),
    schoolKeys.size ? source.educationsAt(team, [...schoolKeys]) : Promise.resolve([]),
  ]);
  const X = new Set(xs);
  return {
    exps: indexFacts(atCompanies.filter((r) => X.has(r.personId)), (f) => f.companyKey).byPerson,
    edus: indexFacts(atSchools.filter((r) => X.has(r.personId)), (f) => f.schoolKey).byPerson,
  };
}

export type EngineResult = {
  paths: RawPath[];
  /** Origins with a direct edge to the target. */
  direct: { originPersonId: string; originType: OriginType; reasons: Reason[] }[];
};

/**
 * All warm paths to `targetId` (DESIGN §6.3): [O, I, T] and [O, I1, I2, T], no person twice.
 * A 4-node path with a shortcut that is itself a listed path (I1 knows T, or O knows I2) is left
 * out: the 3-node path through the same people already says it with fewer segments.
 */
export async function findWarmPaths(input: {
  source: GraphSource;
  team: Team;
  targetId: string;
  /** The lead's company and role, used when the target has no experience of their own. */
  targetFallback?: ExperienceFact[];
  now?: Date;
}): Promise<EngineResult> {
  const ctx = makeContext(input.source, input.team, input.now ?? new Date());
  const T = input.targetId;
  const override = input.targetFallback?.length ? new Map([[T, input.targetFallback]]) : undefined;
  const nbT = (await neighbours(ctx, [T], "network", { factsOverride: override })).get(T) ?? new Map<string, EdgeReasons>();
  const around = [...nbT.keys()].filter((p) => p !== T);
  const direct = around.filter((p) => ctx.originByPerson.has(p)).map((p) => ({
    originPersonId: p,
    originType: ctx.originByPerson.get(p)!.type,
    reasons: nbT.get(p)!.list,
  }));
  // No origin is ever an introducer (DESIGN §6.3): a path through the member, a teammate or an
  // extended-network owner is that origin's own, shorter path (the part from them to T, or this
  // direct connect), listed as such.
  const B = around.filter((p) => !ctx.originByPerson.has(p));

  // 3-node paths need only the origins around each introducer.
  const [bExps, bEdus] = await Promise.all([input.source.experiencesOf(input.team, B), input.source.educationsOf(input.team, B)]);
  const factsB: Facts = { exps: bExps, edus: bEdus };
  const originsAround = await neighbours(ctx, B, "origins", { facts: factsB });
  const paths: RawPath[] = [];
  for (const I of B) {
    for (const [O, reasons] of originsAround.get(I) ?? []) {
      const origin = ctx.originByPerson.get(O)!;
      if (O === T) continue;
      paths.push(new FoundPath([O, I, T], origin.type, [reasons, nbT.get(I)!]));
    }
  }

  // 4-node paths [O, I1, I2, T] need an origin O that is not T and not linked to I2 (the shortcut
  // rule). Only the I2 that leave such an origin are expanded to their whole neighbourhood: for a
  // member on their own, whose network is everyone around them, none is.
  const expandable = B.filter((I2) => {
    const around = originsAround.get(I2);
    return ctx.team.origins.some((o) => o.personId !== T && !around?.has(o.personId));
  });
  // I1 is never T, an origin or in B (the shortcut rule): leaving them out here spares the edges
  // among T's colleagues, who at a large company are each other's colleagues by the thousand.
  const notI1 = new Set([...B, T, ...ctx.originByPerson.keys()]);
  const nbB = await neighbours(ctx, expandable, "network", { facts: factsB, exclude: notI1 });
  const C = new Set<string>();
  for (const I2 of expandable) for (const I1 of nbB.get(I2)?.keys() ?? []) C.add(I1);
  const Cs = [...C];
  const nbC = await neighbours(ctx, Cs, "origins", { facts: Cs.length ? await factsAtOrigins(ctx, Cs) : undefined });
  for (const I2 of expandable) {
    const around = nbB.get(I2);
    if (!around) continue;
    const originsOfI2 = originsAround.get(I2);
    const last = nbT.get(I2)!;
    for (const [I1, middle] of around) {
      const firsts = nbC.get(I1);
      if (!firsts) continue;
      for (const [O, first] of firsts) {
        const origin = ctx.originByPerson.get(O);
        if (!origin || O === T || originsOfI2?.has(O)) continue;
        paths.push(new FoundPath([O, I1, I2, T], origin.type, [first, middle, last]));
      }
    }
  }
  return { paths, direct };
}

export function toSegment(reasons: Reason[], from: string, to: string): PathSegment {
  return {
    tag: reasons.map((r) => [r.tag, r.colour]),
    details: reasons.map(({ tag, colour, score, evidence }) => ({ tag, colour, score, evidence })),
    highest_tag: highestTag(reasons),
    connected_on_linkedin: reasons.some((r) => r.kind === "linkedin"),
    emailContact: reasons.some((r) => r.kind === "email"),
    calendarContact: reasons.some((r) => r.kind === "calendar"),
    from,
    to,
  };
}

export function pathId(nodes: string[]): string {
  return nodes.join(">");
}

export function scorePath(p: RawPath) {
  const highestTags = p instanceof FoundPath ? p.edges.map((e) => e.keys().best) : p.segments.map(highestTag);
  const raw = rawScore(highestTags);
  return { highestTags, raw, score: Math.round(raw), strength: strengthOf(raw), highest: highestFor(highestTags.length) };
}

/** The labels of a path's segment `k`, best first (a found path's without wording it). */
export function segmentLabels(p: RawPath, k: number): string[] {
  if (p instanceof FoundPath) return p.edges[k]!.keys().labels;
  const reasons = p.segments[k]!;
  let labels = labelLists.get(reasons);
  if (!labels) labelLists.set(reasons, (labels = reasons.map((r) => r.tag)));
  return labels;
}

// A segment's reasons are often one array shared by many paths (an edge's): its labels once.
const labelLists = new WeakMap<Reason[], string[]>();

/**
 * A path's keys for the order of DESIGN §6.6 (lib/paths/strength.ts), from each segment's: a found
 * path's edges answer theirs without words, other paths' from their reasons' facts.
 */
export function orderKeys(p: RawPath, nameOf: (personId: string) => string): Orderable {
  const segs: SegmentOrder[] = p instanceof FoundPath ? p.edges.map((e) => e.keys()) : p.segments.map(segmentOrder);
  const last = segs.length - 1;
  let otherOverlapMonths = 0;
  let oldestConnection: string | null = null;
  for (let k = 0; k <= last; k++) {
    const on = segs[k]!.oldest;
    if (on && (oldestConnection === null || on < oldestConnection)) oldestConnection = on;
    if (k < last) otherOverlapMonths += segs[k]!.overlap;
  }
  return {
    highestTags: segs.map((k) => k.best),
    // Only the member's own first segment: a teammate's interactions are private (DESIGN §5).
    freshest: p.originType === "me" ? segs[0]!.freshest : null,
    overlapMonths: segs[last]!.overlap,
    oldestConnection,
    otherOverlapMonths,
    originType: p.originType,
    originName: nameOf(p.nodes[0]!),
    introducerNames: p.nodes.slice(1, -1).map(nameOf),
    pathId: pathId(p.nodes),
  };
}

/**
 * `orderKeys` of the 3-node path [origin, introducer, (empty)] whose first segment is `edge`, read off
 * the edge's keys without making the path: a company map asks it of every first segment into the company.
 * The introducer's names list ([its name]) and the path id ('origin>introducer>') are the caller's,
 * made once for an introducer's first segments (a company map keeps thousands).
 */
export function firstSegmentKeys(
  origin: string,
  originType: OriginType,
  edge: EdgeReasons,
  nameOf: (personId: string) => string,
  introducerNames: string[],
  pathId: string,
): Orderable {
  const k = edge.keys();
  return {
    highestTags: firstTags(k.best),
    freshest: originType === "me" ? k.freshest : null,
    overlapMonths: 0,
    oldestConnection: k.oldest,
    otherOverlapMonths: k.overlap,
    originType,
    originName: nameOf(origin),
    introducerNames,
    pathId,
  };
}

// A first segment's highest tags, [its best, 0 for the empty last segment], one array per score:
// a company map keeps thousands of first segments' keys for its whole computation. Frozen: keys are
// read, never written (a candidate's are written into a scratch copy: `withLastSegment`).
const FIRST_TAGS = new Map<number, readonly number[]>();
function firstTags(best: number): number[] {
  let tags = FIRST_TAGS.get(best);
  if (!tags) FIRST_TAGS.set(best, (tags = Object.freeze([best, 0])));
  return tags as number[];
}

/**
 * The keys of a path from the keys of the same path with its last segment left empty (`orderKeys`
 * of `[..., []]`) and that last segment: what `orderKeys` of the whole path answers, without
 * reading the other segments again (a company map tries a first segment with thousands of targets).
 * Writes into `into` (a scratch object the caller reuses) and returns it.
 */
export function withLastSegment(into: Orderable, withoutLast: Orderable, last: Reason[] | EdgeReasons, id: string): Orderable {
  if (last instanceof EdgeReasons) {
    // An edge's keys, without wording it: the company map tries thousands, and words its winners only.
    const k = last.keys();
    into.highestTags[into.highestTags.length - 1] = k.best;
    into.overlapMonths = k.overlap;
    const before = withoutLast.oldestConnection;
    into.oldestConnection = k.oldest !== null && (before === null || k.oldest < before) ? k.oldest : before;
  } else {
    into.highestTags[into.highestTags.length - 1] = highestTag(last);
    into.overlapMonths = overlapOf(last);
    into.oldestConnection = oldestOf(last, withoutLast.oldestConnection);
  }
  into.pathId = id;
  return into;
}

/** Sorts by DESIGN §6.6 using the evidence on the paths and, last, the names of the people on them. */
export function orderPaths(paths: RawPath[], nameOf: (personId: string) => string): RawPath[] {
  return orderWithKeys(paths, nameOf).map((x) => x.p);
}

/** The same order, each path with the keys it was ordered by (its id and segments' highest tags among them). */
export function orderWithKeys(paths: RawPath[], nameOf: (personId: string) => string): { p: RawPath; k: Orderable }[] {
  const keyed = paths.map((p) => ({ p, k: orderKeys(p, nameOf) }));
  return keyed.sort((a, b) => comparePaths(a.k, b.k));
}

export type VerifiedPath =
  | { kind: "path"; path: RawPath }
  | { kind: "direct"; direct: EngineResult["direct"][number] };

/** The edges among a few people, by the search's rules, and which of them are in the team network. */
export type Links = {
  /** The merged reasons of the edge between two of the people (none: no edge). */
  edge(x: string, y: string): Reason[];
  /** The people in the team network: an origin, a team connection's person, a co-occurrence person. */
  inNetwork: Set<string>;
};

/**
 * The edges among `people` (all pairs, or only `pairs`), read live through `source` — the team's
 * connections to them, their facts as the team supplied them (`fallbacks` stand in for a person
 * without experiences: a lead's company and role), co-occurrences and manual tags — with the same
 * rules and evidence as the search. A known path's verification and the person panel read this.
 */
export async function linksAmong(input: {
  source: GraphSource;
  team: Team;
  people: string[];
  pairs?: [string, string][];
  fallbacks?: Map<string, ExperienceFact[]>;
  now?: Date;
}): Promise<Links> {
  const { source, team } = input;
  const people = [...new Set(input.people)];
  const ctx = makeContext(source, team, input.now ?? new Date());
  const X = new Set(people);
  // One read: the tags too are read for the people (those on an owned edge are kept below).
  const { incoming, exps, edus, cos, tags } = await source.around(team, people);
  const inNetwork = new Set<string>(team.origins.map((o) => o.personId));
  for (const r of incoming) inNetwork.add(r.personId);
  for (const c of cos) inNetwork.add(c.personAId).add(c.personBId);

  const owned = incoming.filter((r) => {
    const owner = ctx.ownerPerson(r);
    return owner !== undefined && owner !== r.personId && X.has(owner);
  });

  const adj: Adjacency = new Map();
  const link = (x: string, y: string, reasons: ReasonPart) => {
    add(adj, x, y, reasons);
    add(adj, y, x, reasons);
  };
  const tagged = tagsByPair(tags);
  for (const row of owned) {
    const ownerNode = ctx.ownerPerson(row)!;
    link(ownerNode, row.personId, new OwnedPart(ctx, row, ownerNode, tagged));
  }
  const factsOf = (p: string) => {
    const own = exps.get(p) ?? [];
    return own.length === 0 ? (input.fallbacks?.get(p) ?? own) : own;
  };
  const pairs: [string, string][] = input.pairs ?? people.flatMap((x, i) => people.slice(i + 1).map((y): [string, string] => [x, y]));
  for (const [x, y] of pairs) {
    if (x === y) continue;
    const colleague = colleagueReason(factsOf(x), factsOf(y), ctx.today);
    if (colleague) link(x, y, [colleague]);
    const alumni = alumniReason(edus.get(x) ?? [], edus.get(y) ?? []);
    if (alumni) link(x, y, [alumni]);
  }
  for (const row of cos) {
    if (!X.has(row.personAId) || !X.has(row.personBId)) continue;
    const reasons = coOccurrenceReasons(row, row.ownerUserId === team.memberUserId, ctx.ownerName({ ownerUserId: row.ownerUserId, extendedNetworkId: null }), ctx.today);
    link(row.personAId, row.personBId, reasons);
  }
  return { edge: (x, y) => adj.get(x)?.get(y)?.list ?? [], inNetwork };
}

/**
 * A known path (a bookmark, an intro request, a lead's best path) checked by the edges among its
 * 2–4 people alone (`linksAmong`), so it answers exactly what `findWarmPaths` would list for it: the
 * path with its reasons, a direct connect for [origin, target], or null when the search would not
 * list it now (an edge gone, a teammate gone, a shortcut that appeared). `nodes` ends with the target.
 */
export async function verifyPath(input: {
  source: GraphSource;
  team: Team;
  nodes: string[];
  targetFallback?: ExperienceFact[];
  now?: Date;
}): Promise<VerifiedPath | null> {
  const { team, nodes } = input;
  const n = nodes.length;
  if (n < 2 || n > 4 || new Set(nodes).size !== n) return null;
  const O = nodes[0]!;
  const T = nodes[n - 1]!;
  const introducers = nodes.slice(1, -1);
  const origin = team.origins.find((o) => o.personId === O);
  // No origin is ever an introducer (a path through one is that origin's own, shorter path).
  if (!origin || introducers.some((p) => team.origins.some((o) => o.personId === p))) return null;
  const fallbacks = input.targetFallback?.length ? new Map([[T, input.targetFallback]]) : undefined;
  const links = await linksAmong({ source: input.source, team, people: nodes, fallbacks, now: input.now });
  if (introducers.some((p) => !links.inNetwork.has(p))) return null;
  const linked = (x: string, y: string) => links.edge(x, y).length > 0;
  for (let k = 0; k + 1 < n; k++) if (!linked(nodes[k]!, nodes[k + 1]!)) return null;
  if (n === 2) return { kind: "direct", direct: { originPersonId: O, originType: origin.type, reasons: links.edge(O, T) } };
  // A 4-node path with a listed shortcut is left out (the 3-node path through the same people says it).
  if (n === 4 && (linked(nodes[1]!, T) || linked(O, nodes[2]!))) return null;
  return { kind: "path", path: { nodes, originType: origin.type, segments: nodes.slice(0, -1).map((x, k) => links.edge(x, nodes[k + 1]!)) } };
}
