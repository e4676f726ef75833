// The best way in to each of many people at once (issue 29, the company map; decision 019): for each
// target, the best of the engine's 1-segment paths [origin, target] (a direct connect) and 2-segment
// paths [origin, introducer, target] — the same edges (`neighbours`), score (`scorePath`) and total
// order (`orderKeys` / `comparePaths`) as a lead's search, which lists the same 3-node paths. No
// second scorer: this only chooses which candidates to put to the engine's order.
//
// A company's people are each other's colleagues by the thousand, often at earlier companies too,
// and hundreds went to the same schools. No colleague or alumni pair among them is put in the
// adjacency (`neighbours`' `dense`): for each target, those sharing an earlier company with it are
// compared one by one, and the company's other people are tried in the order their first segments
// would put them, a stretch of equal first segments at a time — the scan stops at the first that
// could not reach the best path found even as the target's best possible colleague or schoolmate,
// and leaves a stretch once the most the rest of it could have with the target cannot beat what it
// found (bounds on the exact keys, so ties are still all compared); either way a pair is compared
// by its merged colleague and school reasons' keys.
// Candidates are compared by their keys, off their edges' keys: a best way in is a path of edges,
// worded when its segments are read (a page shows 25 of thousands). Exact, and the work follows
// the number of strong introducers rather than the square of the company.
import { alumniTag, colleagueTag } from "@/lib/tags/system-tags";
import { colleagueEdge, EdgeReasons, firstSegmentKeys, highestTag, makeContext, neighbours, orderKeys, pathOfEdges, withLastSegment, type Adjacency, type Dense, type Facts, type GraphSource, type RawPath, type Team } from "./engine";
import { alumniBound, alumniReason, alumniStrength, colleagueReason, colleaguesLinked, colleagueStrength, mergeReasons, type ColleagueSpan, type EducationFact, type ExperienceFact, type Reason } from "./rules";
import { companyPairs } from "./company-pairs";
import { comparePaths, type Orderable } from "./strength";

/** The colleague tag of two people who both work at the company now, whatever their overlap. */
const CURRENT_COLLEAGUE = colleagueTag(0, true)!.tag_score;

/**
 * A first segment origin → introducer (its edge, worded only on a best way in), with the order keys
 * of [origin, introducer, (empty)] (their path id is the prefix 'O>I>'), its highest tag, and the
 * introducer's number among the targets (`at`: their place in `companyPairs`; -1 until the scan
 * numbers them).
 */
type First = { O: string; I: string; first: EdgeReasons; h1: number; keys: Orderable; at: number };

/** The best path found for a target so far, with its keys and its highest tags added up (`sum`). */
type Top = { p: RawPath | null; k: Orderable; sum: number; n: number };

export async function bestWaysIn(input: {
  source: GraphSource;
  team: Team;
  /**
   * The company's people in the team network (the member's own node among them when they work
   * there), with their facts as the team supplied them (read by the caller). Each but the member is
   * a target.
   */
  people: string[];
  /** Their facts, in maps of the caller's that this adds the other introducers' facts to (thousands of entries, not copied). */
  facts: Facts;
  /** The company whose people are each other's colleagues (paired here, not in the adjacency). */
  companyKey: string;
  /** The read of the people's colleagues at their other companies, if the caller started it (`Dense`). */
  elsewhere?: Dense["elsewhere"];
  /** Reads the names of these people (the candidates' origins and introducers) before the order compares. */
  readNames: (personIds: string[]) => Promise<void>;
  /** The names the order's last keys read (the member's own node is ''), once `readNames` answered. */
  nameOf: (personId: string) => string;
  now?: Date;
}): Promise<{ best: Map<string, RawPath | null>; keys: Map<string, Orderable>; knownBy: Set<string> }> {
  const { source, team, people, facts, companyKey, nameOf } = input;
  const ctx = makeContext(source, team, input.now ?? new Date());
  const today = ctx.today;
  const me = team.memberPersonId;
  const targets = people.filter((p) => p !== me);
  const peopleSet = new Set(people);
  // The origins' facts, which their neighbourhoods below compare with, are read beside the targets'.
  ctx.originFacts().catch(() => undefined);
  const nbT: Adjacency = await neighbours(ctx, targets, "network", { facts, dense: { companyKey, people: peopleSet, elsewhere: input.elsewhere } });
  // Every introducer: the targets' other neighbours and the company's own people — never an origin
  // (DESIGN §6.3: a path through one is that origin's own, shorter one, its direct connect).
  const B = new Set<string>(targets);
  // The origins with an edge to someone there: their direct connects, and teammates who work there.
  const originsHere = people.filter((p) => ctx.originByPerson.has(p));
  const knownBy = new Set<string>(originsHere);
  for (const around of nbT.values()) {
    for (const p of around.keys()) {
      B.add(p);
      if (ctx.originByPerson.has(p)) knownBy.add(p);
    }
  }
  for (const o of team.origins) B.delete(o.personId);
  knownBy.delete(me);
  // Their facts: the company's people's are in hand; only the others' are read.
  const others = [...B].filter((p) => !peopleSet.has(p));
  if (others.length) {
    const [exps, edus] = await Promise.all([source.experiencesOf(team, others), source.educationsOf(team, others)]);
    exps.forEach((f, p) => facts.exps.set(p, f));
    edus.forEach((f, p) => facts.edus.set(p, f));
  }
  // The origins around each introducer, an "origins" neighbourhood's edges, are read for the other
  // introducers only: the company's people's are their edges to origins in `nbT` (the same rows and
  // reasons), with what `nbT` leaves to the scan added for the origins who are of the company
  // themselves (the member or a teammate working there): being colleagues, and schoolmates
  // (`originEdgeHere`).
  const [originsAround] = await Promise.all([neighbours(ctx, others, "origins", { facts }), input.readNames([...B, ...team.origins.map((o) => o.personId)])]);

  const spans = new Map<string, ColleagueSpan[]>();
  for (const p of people) spans.set(p, ctx.spans(facts.exps.get(p) ?? []));
  /** The edge between one of the company's people and an origin who is of the company too, if any. */
  const originEdgeHere = (I: string, O: string): EdgeReasons | undefined => {
    const other = nbT.get(I)?.get(O);
    const sI = spans.get(I)!;
    const sO = spans.get(O)!;
    const colleagues = colleaguesLinked(sI, sO);
    const schoolmate = alumniReason(facts.edus.get(I) ?? [], facts.edus.get(O) ?? []);
    if (!colleagues && !schoolmate) return other;
    // As `pairEdge` makes a pair's edge, joined with the other edge's reasons if there is one.
    const tie = colleagues ? colleagueEdge(facts.exps.get(I) ?? [], facts.exps.get(O) ?? [], sI, sO, today) : new EdgeReasons();
    if (schoolmate) tie.add([schoolmate]);
    return other ? other.joined(tie) : tie;
  };
  // Each introducer's first segments with the order keys of [origin, introducer, (empty)], read once:
  // a candidate's keys are these with its last segment filled in (`withLastSegment`, the engine's)
  // in one scratch object (`load`) — a large company tries a million candidates, and makes no
  // object for each.
  const originParts = new Map<string, string>();
  const originPart = (O: string) => originParts.get(O) ?? originParts.set(O, `${O}>`).get(O)!;
  const firsts = new Map<string, First[]>();
  const firstsOf = (I: string): First[] => {
    const kept = firsts.get(I);
    if (kept) return kept;
    const list: First[] = [];
    // The introducer's names and its part of the path ids, made once for its first segments.
    const introducerNames = [nameOf(I)];
    const toI = `${I}>`;
    const add = (edge: EdgeReasons, O: string) => {
      const keys = firstSegmentKeys(O, ctx.originByPerson.get(O)!.type, edge, nameOf, introducerNames, originPart(O) + toI);
      list.push({ O, I, first: edge, h1: keys.highestTags[0]!, keys, at: -1 });
    };
    if (ctx.originByPerson.has(I)) {
      // An origin introduces nobody: it has no first segments.
    } else if (peopleSet.has(I)) {
      nbT.get(I)?.forEach((edge, O) => {
        if (ctx.originByPerson.has(O) && !peopleSet.has(O)) add(edge, O);
      });
      for (const O of originsHere) {
        const edge = originEdgeHere(I, O);
        if (edge) add(edge, O);
      }
    } else originsAround.get(I)?.forEach(add);
    firsts.set(I, list);
    return list;
  };
  const firstBest = new Map<string, number>();
  const firstBestOf = (I: string) => {
    let m = firstBest.get(I);
    if (m === undefined) firstBest.set(I, (m = firstsOf(I).reduce((x, f) => Math.max(x, f.h1), -1)));
    return m;
  };

  // Every first segment into the company, in the order its paths would take were the colleague
  // segment the same for all (the best tag, no overlap): for one target, the best keys a candidate
  // can reach fall along this order, so the scan stops at the first that cannot beat the best found.
  // A first segment's keys are that order's (an empty last segment: no tag, no overlap).
  const scan: First[] = [];
  targets.forEach((I, at) => {
    for (const f of firstsOf(I)) {
      f.at = at; // I's number among the targets (`companyPairs`')
      scan.push(f);
    }
  });
  // Their scores are their first segments' halves: compared by that first, as the order does.
  scan.sort((a, b) => b.h1 - a.h1 || comparePaths(a.keys, b.keys));
  // The scan in stretches of one first-segment score and freshest interaction, the order's keys
  // before the pair's own: within one, candidates are ordered by their pair with the target (its
  // score, then its overlap) and, between equal pairs, by their place in the scan. So a stretch is
  // read in numbers — the pair of each of its introducers with the target, and its first place
  // with the best pair is its candidate — and left as soon as the most the rest of it could have
  // with the target is no more than that: from the rest's own facts (whether one works at the
  // company now, their longest time there, the first and last month any of them was there, their
  // most years at one school; kept for each place).
  const pairs = companyPairs(targets, companyKey, (p) => spans.get(p)!, (p) => facts.edus.get(p) ?? []);
  const n = scan.length;
  const scanAt = new Int32Array(n);
  for (let j = 0; j < n; j++) scanAt[j] = scan[j]!.at;
  const stretchEnd = new Int32Array(n);
  const restCurrent = new Uint8Array(n);
  const restLongest = new Int32Array(n);
  const restFirst = new Int32Array(n);
  const restLast = new Int32Array(n);
  const restSchoolYears = new Int32Array(n);
  for (let j = n - 1; j >= 0; j--) {
    const i = scanAt[j]!;
    const same = j + 1 < n && scan[j + 1]!.h1 === scan[j]!.h1 && scan[j + 1]!.keys.freshest === scan[j]!.keys.freshest;
    stretchEnd[j] = same ? stretchEnd[j + 1]! : j + 1;
    restCurrent[j] = same ? pairs.current[i]! | restCurrent[j + 1]! : pairs.current[i]!;
    restLongest[j] = same ? Math.max(pairs.longest[i]!, restLongest[j + 1]!) : pairs.longest[i]!;
    restFirst[j] = same ? Math.min(pairs.first[i]!, restFirst[j + 1]!) : pairs.first[i]!;
    restLast[j] = same ? Math.max(pairs.last[i]!, restLast[j + 1]!) : pairs.last[i]!;
    restSchoolYears[j] = same ? Math.max(pairs.schoolYears[i]!, restSchoolYears[j + 1]!) : pairs.schoolYears[i]!;
  }
  const scratch: Orderable = { highestTags: [0, 0], freshest: null, overlapMonths: 0, oldestConnection: null, otherOverlapMonths: 0, originType: "team", originName: "", introducerNames: [], pathId: "" };
  /** The scratch object holding `f`'s keys, its last segment's still empty. */
  const load = (f: First): Orderable => {
    const k = f.keys;
    scratch.highestTags[0] = f.h1;
    scratch.highestTags[1] = 0;
    scratch.freshest = k.freshest;
    scratch.overlapMonths = 0;
    scratch.oldestConnection = k.oldestConnection;
    scratch.otherOverlapMonths = k.otherOverlapMonths;
    scratch.originType = k.originType;
    scratch.originName = k.originName;
    scratch.introducerNames = k.introducerNames;
    scratch.pathId = k.pathId;
    return scratch;
  };
  // The company's people at each of their other companies: the pairs the scan's bound leaves out.
  const atOther = new Map<string, string[]>();
  for (const p of targets) {
    for (const sp of spans.get(p)!) {
      if (sp.companyKey === companyKey) continue;
      const list = atOther.get(sp.companyKey);
      if (!list) atOther.set(sp.companyKey, [p]);
      else if (list[list.length - 1] !== p) list.push(p);
    }
  }

  const out = new Map<string, RawPath | null>();
  // Each best path's order keys, as compared here: the caller orders the people by them.
  const keys = new Map<string, Orderable>();
  // One target at a time: T, the best path found for it (`top`), and whether that is a colleague
  // candidate (its path made once it has won).
  let T = "";
  let top: Top | null = null;
  let sT: ColleagueSpan[] = [];
  let colleagueWin: Orderable | null = null;
  let colleagueVia: First | null = null;
  const current = () => top;
  // `sum`: the path's highest tags added up. A path whose score is below the best one's cannot
  // win (the order's first key, compared as fractions): its other keys are not worked out.
  const consider = (p: RawPath, sum: number) => {
    const n = p.nodes.length - 1;
    if (top && sum * top.n < top.sum * n) return;
    const k = orderKeys(p, nameOf);
    if (!top || comparePaths(k, top.k) < 0) top = { p, k, sum, n };
  };
  const viaIntroducer = (I: string, second: Reason[] | EdgeReasons) => {
    const h2 = Array.isArray(second) ? highestTag(second) : second.bestScore();
    for (const f of firstsOf(I)) {
      if (f.O === T) continue;
      const sum = f.h1 + h2;
      if (top && sum * top.n < top.sum * 2) continue;
      const k = withLastSegment(load(f), f.keys, second, f.keys.pathId + T);
      if (top && comparePaths(k, top.k) >= 0) continue;
      top = { p: pathOfEdges([f.O, I, T], ctx.originByPerson.get(f.O)!.type, [f.first, second]), k: { ...k, highestTags: [...k.highestTags] }, sum, n: 2 };
    }
  };
  // A colleague candidate O → I → T whose only edge I–T is being colleagues: compared by its keys
  // (a colleague reason's are its score and months; no LinkedIn day), worded only if it wins.
  const viaColleague = (f: First, c: { score: number; months: number }) => {
    const sum = f.h1 + c.score;
    // The path id 'O>I>' orders candidates for one target as their whole ids do (ids of one length).
    const s = load(f);
    s.highestTags[1] = c.score;
    s.overlapMonths = c.months;
    if (top) {
      // The score alone decides most comparisons (compared as fractions, as comparePaths does).
      const d = sum * top.n - top.sum * 2;
      if (d < 0 || (d === 0 && comparePaths(s, top.k) >= 0)) return;
    }
    const k: Orderable = { ...s, highestTags: [f.h1, c.score], pathId: f.keys.pathId + T };
    colleagueWin = k;
    colleagueVia = f;
    // Its path is made once it has won (below).
    top = { p: null, k, sum, n: 2 };
  };
  /** A pair's score and overlap, as the scan's `pairs.pair` answers them (read at once). */
  const tie = { score: 0, months: 0 };
  // T's schools, and the best alumni reason T can have with anyone (null: none).
  let eT: EducationFact[] = [];
  let aT: { score: number; months: number } | null = null;
  /**
   * What ties a person of the company to T without another edge: being colleagues (at any company
   * they shared), having gone to school together, or both — the score and overlap of that edge's
   * merged reasons (the better score, the longer overlap), without wording them.
   */
  const pairedWith = (I: string): { score: number; months: number } | null => {
    const c = colleagueStrength(spans.get(I)!, sT);
    const a = aT && alumniStrength(facts.edus.get(I) ?? [], eT);
    if (!a) return c;
    if (!c) return a;
    return { score: Math.max(c.score, a.score), months: Math.max(c.months, a.months) };
  };
  /** That edge, worded when read (a best way in's). */
  const pairEdge = (I: string, fT: ExperienceFact[]): EdgeReasons => {
    const edge = colleagueEdge(facts.exps.get(I) ?? [], fT, spans.get(I)!, sT, today);
    const schoolmate = aT && alumniReason(facts.edus.get(I) ?? [], eT);
    if (schoolmate) edge.add([schoolmate]);
    return edge;
  };
  // The company's people each target also worked with elsewhere: I → the last target met as such.
  const elsewhereOf = new Map<string, string>();
  // The best first segment into any of the company's people at another company: that company's
  // people are passed over together when even that could not reach the best path found.
  const groupBest = new Map<string, number>();
  const groupBestOf = (K: string) => {
    let m = groupBest.get(K);
    if (m === undefined) {
      m = -1;
      for (const I of atOther.get(K)!) m = Math.max(m, firstBestOf(I));
      groupBest.set(K, m);
    }
    return m;
  };
  // T's other companies, and whether I worked at one of them too (then compared below, not in the scan).
  const elsewhereKeys: string[] = [];
  const workedElsewhereToo = (I: string) => {
    for (const sp of spans.get(I)!) if (sp.companyKey !== companyKey && elsewhereKeys.includes(sp.companyKey)) return true;
    return false;
  };

  for (let at = 0; at < targets.length; at++) {
    T = targets[at]!;
    top = null;
    colleagueWin = null;
    sT = spans.get(T)!;
    const around = nbT.get(T);
    const fT = facts.exps.get(T) ?? [];
    eT = facts.edus.get(T) ?? [];
    aT = eT.length ? alumniBound(eT) : null;
    // Teammates (and the member) at the company whose only edge to T is being colleagues, or
    // having gone to school together.
    for (const O of originsHere) {
      if (O === T || around?.has(O)) continue;
      const c = pairedWith(O);
      if (c) consider(pathOfEdges([O, T], ctx.originByPerson.get(O)!.type, [pairEdge(O, fT)]), c.score);
    }
    // The best colleague tag, then overlap, any of them can have with T: T's own time at a company
    // (at this one: the scan's bound; at any: the earlier colleagues' bound); and the best alumni
    // reason: T's own years at a school.
    let maxScore = 0;
    let maxMonths = 0;
    let anyScore = 0;
    elsewhereKeys.length = 0;
    for (const sp of sT) {
      const len = sp.end - sp.start;
      const score = colleagueTag(len, sp.current)?.tag_score ?? 0;
      anyScore = Math.max(anyScore, score);
      if (sp.companyKey !== companyKey) {
        if (!elsewhereKeys.includes(sp.companyKey)) elsewhereKeys.push(sp.companyKey);
      } else {
        if (score > maxScore || (score === maxScore && len > maxMonths)) [maxScore, maxMonths] = [score, len];
      }
    }
    // T's own time at the company and at school, as its pairs hold them.
    const longestHere = pairs.longest[at]!;
    const currentHere = pairs.current[at] === 1;
    const firstHere = pairs.first[at]!;
    const lastHere = pairs.last[at]!;
    const tYears = pairs.schoolYears[at]!;
    if (aT) {
      // A colleague who went to school with T too: the edge's score is the better of the two
      // reasons', its overlap the longer (when the school's reason decides the score, the colleague
      // overlap may be T's longest time here).
      if (aT.score >= maxScore) maxMonths = Math.max(maxMonths, longestHere);
      maxScore = Math.max(maxScore, aT.score);
      maxMonths = Math.max(maxMonths, aT.months);
      anyScore = Math.max(anyScore, aT.score);
    }
    // The rest of the company, colleagues there (or schoolmates) only, in the scan's order, a
    // stretch at a time.
    for (let j = 0; maxScore && j < n; j = stretchEnd[j]!) {
      const head = scan[j]!;
      const t = current();
      if (t) {
        // The most its first could reach; every later candidate reaches at most as much.
        const bound = load(head);
        bound.highestTags[1] = maxScore;
        bound.overlapMonths = maxMonths;
        if (comparePaths(bound, t.k) >= 0) break;
      }
      const end = stretchEnd[j]!;
      let bestScore = 0;
      let bestMonths = -1;
      let best = -1;
      for (let k = j; k < end; k++) {
        // The most the rest of the stretch could have with T (never more than T's own): when it is
        // nothing, no more than the stretch's best so far, or a score that cannot reach the best
        // path found, the stretch is done.
        // (Their time there overlaps T's within the rest's first and last months and T's.)
        const longest = Math.min(longestHere, restLongest[k]!, Math.min(lastHere, restLast[k]!) - Math.max(firstHere, restFirst[k]!));
        let score = longest < 0 ? 0 : currentHere && restCurrent[k] ? CURRENT_COLLEAGUE : (colleagueTag(longest, false)?.tag_score ?? 0);
        let months = Math.max(0, longest);
        const years = Math.min(tYears, restSchoolYears[k]!);
        if (years >= 0) {
          score = Math.max(score, alumniTag(years).tag_score);
          months = Math.max(months, years * 12);
        }
        if (score > maxScore || (score === maxScore && months > maxMonths)) [score, months] = [maxScore, maxMonths];
        if (!score || score < bestScore || (score === bestScore && months <= bestMonths) || (t && (head.h1 + score) * t.n < t.sum * 2)) break;
        if (!pairs.pair(scanAt[k]!, at, tie)) continue;
        if (tie.score < bestScore || (tie.score === bestScore && tie.months <= bestMonths)) continue;
        const f = scan[k]!;
        if (scanAt[k] === at || f.O === T || around?.has(f.I) || (elsewhereKeys.length && workedElsewhereToo(f.I))) continue;
        [bestScore, bestMonths, best] = [tie.score, tie.months, k];
      }
      if (best >= 0) {
        tie.score = bestScore;
        tie.months = bestMonths;
        viaColleague(scan[best]!, tie);
      }
    }
    // Those T also worked with elsewhere (their colleague reason reads every company), a company at a time.
    for (const K of elsewhereKeys) {
      const g = current();
      if (g && (groupBestOf(K) + anyScore) * g.n < g.sum * 2) continue;
      for (const I of atOther.get(K)!) {
        if (I === T || elsewhereOf.get(I) === T) continue;
        elsewhereOf.set(I, T);
        if (around?.has(I)) continue;
        const t = current();
        if (t && (firstBestOf(I) + anyScore) * t.n < t.sum * 2) continue;
        const c = pairedWith(I);
        if (c) for (const f of firstsOf(I)) if (f.O !== T) viaColleague(f, c);
      }
    }
    // Direct connects, and introducers with another edge (merged with their colleague and school
    // reasons when they are at the company too). An edge is worded only when its best score could
    // still win.
    for (const [X, edge] of around ?? []) {
      const origin = ctx.originByPerson.get(X);
      const fX = peopleSet.has(X) ? facts.exps.get(X) : undefined;
      const t = current();
      if (t) {
        const h2 = Math.max(edge.bestScore(), fX ? (pairedWith(X)?.score ?? 0) : 0);
        const h1 = firstBestOf(X);
        if (!(origin && h2 * t.n >= t.sum) && !(h1 >= 0 && (h1 + h2) * t.n >= t.sum * 2)) continue;
      }
      const colleague = fX && colleagueStrength(spans.get(X)!, sT) && !edge.list.some((r) => r.kind === "colleague") ? colleagueReason(fX, fT, today) : null;
      const schoolmate = fX && aT && !edge.list.some((r) => r.kind === "alumni") ? alumniReason(facts.edus.get(X) ?? [], eT) : null;
      // Merged: worded now (few are); else the edge itself, worded only if it is on a best way in.
      const reasons = colleague || schoolmate ? mergeReasons([...edge.list, ...(colleague ? [colleague] : []), ...(schoolmate ? [schoolmate] : [])]) : edge;
      if (origin) consider(pathOfEdges([X, T], origin.type, [reasons]), Array.isArray(reasons) ? highestTag(reasons) : reasons.bestScore());
      viaIntroducer(X, reasons);
    }
    const won = current();
    if (won && won.k === colleagueWin) {
      const { O, I, first } = colleagueVia!;
      won.p = pathOfEdges([O, I, T], ctx.originByPerson.get(O)!.type, [first, pairEdge(I, fT)]);
    }
    out.set(T, won?.p ?? null);
    if (won) keys.set(T, won.k);
  }
  return { best: out, keys, knownBy };
}
