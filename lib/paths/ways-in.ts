// The best way in to each of many people at once (issue 29, the company map; decision 019): for each
// target, the best of the engine's 1-segment paths [origin, target] (a direct connect) and 2-segment
// paths [origin, introducer, target] — the same edges (`neighbours`), score (`scorePath`) and total
// order (`orderKeys` / `comparePaths`) as a lead's search, which lists the same 3-node paths. No
// second scorer: this only chooses which candidates to put to the engine's order.
//
// A company's people are each other's colleagues by the thousand. Those pairs are not put in the
// adjacency (`denseCompanyKeys`): for each target the company's introducers are tried strongest first
// segment first, and the scan stops where even the best colleague tag could not reach the best path
// found (a bound on the exact score, so ties are still all compared). Exact, and the work follows the
// number of strong introducers rather than the square of the company.
import { SYSTEM_TAGS } from "@/lib/tags/system-tags";
import { makeContext, neighbours, orderKeys, withLastSegment, type Adjacency, type Facts, type GraphSource, type RawPath, type Team } from "./engine";
import { colleagueReason, colleagueSpans, mergeReasons, type ColleagueSpan, type Reason } from "./rules";
import { colleagueStrength } from "@/lib/tags/overlap";
import { comparePaths, type Orderable } from "./strength";

/** The best tag a colleague edge can have: the scan's bound for a company's introducers. */
const COLLEAGUE_MAX = Math.max(...Object.values(SYSTEM_TAGS).filter((t) => t.tag_type === "colleague").map((t) => t.tag_score));

/** A first segment origin → introducer, with the order keys of [origin, introducer, (empty)] and a scratch copy. */
type First = { O: string; first: Reason[]; h1: number; keys: Orderable; scratch: Orderable; prefix: string };

const best = (reasons: Reason[]) => reasons.reduce((m, r) => Math.max(m, r.score), 0);

export async function bestWaysIn(input: {
  source: GraphSource;
  team: Team;
  /**
   * The company's people in the team network (the member's own node among them when they work
   * there), with their facts as the team supplied them (read by the caller). Each but the member is
   * a target.
   */
  people: string[];
  facts: Facts;
  /** The company whose people are each other's colleagues (paired here, not in the adjacency). */
  companyKey: string;
  /** Reads the names of these people (the candidates' origins and introducers) before the order compares. */
  readNames: (personIds: string[]) => Promise<void>;
  /** The names the order's last keys read (the member's own node is ''), once `readNames` answered. */
  nameOf: (personId: string) => string;
  now?: Date;
}): Promise<{ best: Map<string, RawPath | null>; knownBy: Set<string> }> {
  const { source, team, people, facts, companyKey, nameOf } = input;
  const ctx = makeContext(source, team, input.now ?? new Date());
  const today = ctx.today;
  const me = team.memberPersonId;
  const targets = people.filter((p) => p !== me);
  const dense = new Set([companyKey]);
  const nbT: Adjacency = await neighbours(ctx, targets, "network", { facts, denseCompanyKeys: dense });
  // Every introducer: the targets' sparse neighbours and the company's own people (never the member).
  const B = new Set<string>(targets);
  for (const around of nbT.values()) for (const p of around.keys()) B.add(p);
  B.delete(me);
  const originsAround = await neighbours(ctx, [...B], "origins");
  await input.readNames([...B, ...team.origins.map((o) => o.personId)]);

  // The company's introducers, strongest first segment first (the scan's order and its bound).
  const firstBest = new Map<string, number>();
  for (const I of targets) {
    if (I === me) continue;
    let m = -1;
    for (const e of originsAround.get(I)?.values() ?? []) m = Math.max(m, best(e.list));
    if (m >= 0) firstBest.set(I, m);
  }
  const introducers = [...firstBest.keys()].sort((a, b) => firstBest.get(b)! - firstBest.get(a)!);
  const spans = new Map<string, ColleagueSpan[]>(people.map((p) => [p, colleagueSpans(facts.exps.get(p) ?? [], today)]));
  // Each introducer's first segments with the order keys of [origin, introducer, (empty)], read once:
  // a candidate's keys are these with its last segment filled in (`withLastSegment`, the engine's)
  // into a scratch copy — a large company tries a million candidates, and makes no object for each.
  const firsts = new Map<string, First[]>();
  const firstsOf = (I: string): First[] => {
    let list = firsts.get(I);
    if (list) return list;
    list = [];
    for (const [O, edge] of originsAround.get(I) ?? []) {
      if (O === I) continue;
      const keys = orderKeys({ nodes: [O, I, ""], originType: ctx.originByPerson.get(O)!.type, segments: [edge.list, []] }, nameOf);
      list.push({ O, first: edge.list, h1: keys.highestTags[0]!, keys, scratch: { ...keys, highestTags: [...keys.highestTags] }, prefix: `${O}>${I}>` });
    }
    firsts.set(I, list);
    return list;
  };

  const originsHere = people.filter((p) => ctx.originByPerson.has(p));
  const out = new Map<string, RawPath | null>();
  // The origins with an edge to someone there: their direct connects, and teammates who work there.
  const knownBy = new Set<string>(originsHere);
  for (const around of nbT.values()) for (const p of around.keys()) if (ctx.originByPerson.has(p)) knownBy.add(p);
  knownBy.delete(me);
  for (const T of targets) {
    let top: { p: RawPath; k: Orderable; sum: number; n: number } | null = null;
    // `sum`: the path's highest tags added up. A path whose score is below the best one's cannot
    // win (the order's first key, compared as fractions): its other keys are not worked out.
    const consider = (p: RawPath, sum: number) => {
      const n = p.segments.length;
      if (top && sum * top.n < top.sum * n) return;
      const k = orderKeys(p, nameOf);
      if (!top || comparePaths(k, top.k) < 0) top = { p, k, sum, n };
    };
    const around = nbT.get(T);
    const viaIntroducer = (I: string, second: Reason[]) => {
      const h2 = best(second);
      for (const f of firstsOf(I)) {
        if (f.O === T) continue;
        const sum = f.h1 + h2;
        const t = top as { k: Orderable; sum: number; n: number } | null;
        if (t && sum * t.n < t.sum * 2) continue;
        const k = withLastSegment(f.scratch, f.keys, second, `${f.O}>${I}>${T}`);
        if (t && comparePaths(k, t.k) >= 0) continue;
        top = { p: { nodes: [f.O, I, T], originType: ctx.originByPerson.get(f.O)!.type, segments: [f.first, second] }, k: { ...k, highestTags: [...k.highestTags] }, sum, n: 2 };
      }
    };
    const fT = facts.exps.get(T) ?? [];
    const sT0 = spans.get(T)!;
    // Direct connects, and introducers with an edge outside the company's colleague pairs (merged
    // with that colleague reason when they are at the company too: an edge's colleague reason, if
    // any, already reads every shared company, this one included).
    for (const [X, edge] of around ?? []) {
      const origin = ctx.originByPerson.get(X);
      const fX = facts.exps.get(X);
      const list = edge.list;
      const colleague = fX && !list.some((r) => r.kind === "colleague") && colleagueStrength(spans.get(X)!, sT0) ? colleagueReason(fX, fT, today) : null;
      const reasons = colleague ? mergeReasons([...list, colleague]) : list;
      if (origin) consider({ nodes: [X, T], originType: origin.type, segments: [reasons] }, best(reasons));
      if (X !== me) viaIntroducer(X, reasons);
    }
    // Teammates (and the member) at the company whose only edge to T is being colleagues here.
    for (const O of originsHere) {
      if (O === T || around?.has(O)) continue;
      const colleague = colleagueReason(facts.exps.get(O) ?? [], fT, today);
      if (colleague) consider({ nodes: [O, T], originType: ctx.originByPerson.get(O)!.type, segments: [[colleague]] }, colleague.score);
    }
    // The company's other people, whose only edge to T is being colleagues here: compared by their
    // keys, and only the best is worded.
    const sT = spans.get(T)!;
    let dense: { O: string; I: string; first: Reason[]; k: Orderable } | null = null;
    for (const I of introducers) {
      if (I === T || around?.has(I)) continue;
      const t = top as { sum: number; n: number } | null;
      // A 2-segment path through I scores at most (firstBest + COLLEAGUE_MAX) / 2: stop when even that is below the best.
      if (t && (firstBest.get(I)! + COLLEAGUE_MAX) * t.n < 2 * t.sum) break;
      const c = colleagueStrength(spans.get(I)!, sT);
      if (!c) continue;
      for (const f of firstsOf(I)) {
        if (f.O === T) continue;
        const sum = f.h1 + c.score;
        // A colleague reason's only keys: its score and months (no LinkedIn day). The path id 'O>I>'
        // orders candidates for one target as their whole ids do (ids of one length, one target).
        f.scratch.highestTags[1] = c.score;
        f.scratch.overlapMonths = c.months;
        f.scratch.oldestConnection = f.keys.oldestConnection;
        f.scratch.pathId = f.prefix;
        const t2 = top as { k: Orderable; sum: number; n: number } | null;
        if (t2) {
          // The score alone decides most comparisons (compared as fractions, as comparePaths does).
          const d = sum * t2.n - t2.sum * 2;
          if (d < 0 || (d === 0 && comparePaths(f.scratch, t2.k) >= 0)) continue;
        }
        const k: Orderable = { ...f.scratch, highestTags: [f.h1, c.score], pathId: `${f.O}>${I}>${T}` };
        dense = { O: f.O, I, first: f.first, k };
        top = { p: null as unknown as RawPath, k, sum, n: 2 };
      }
    }
    if (dense && top && (top as { k: Orderable }).k === dense.k) {
      const colleague = colleagueReason(facts.exps.get(dense.I) ?? [], fT, today)!;
      top = { ...(top as { k: Orderable; sum: number; n: number }), p: { nodes: [dense.O, dense.I, T], originType: ctx.originByPerson.get(dense.O)!.type, segments: [dense.first, [colleague]] } };
    }
    out.set(T, (top as { p: RawPath } | null)?.p ?? null);
  }
  return { best: out, knownBy };
}
