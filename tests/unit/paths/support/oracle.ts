// The brute-force oracle: every ordered tuple of distinct people, every pair's edge recomputed
// from all rows. Independent of the engine's neighbourhood search, shortcut filtering and order.
import {
  alumniReason,
  coOccurrenceReasons,
  colleagueReason,
  manualTagReason,
  mergeReasons,
  ownedEdgeReasons,
  type EducationFact,
  type ExperienceFact,
  type Reason,
} from "@/lib/paths/rules";
import type { Team } from "@/lib/paths/engine";
import { coOccurrenceShared, teamFacts, teamNetwork, type Dataset } from "./dataset";

export type OraclePath = { nodes: string[]; highestTags: number[]; score: number; labels: string[][]; evidence: string[][] };

export function oraclePaths(ds: Dataset, team: Team, input: { targetId: string; fallback?: ExperienceFact[]; today: string; nameOf: (id: string) => string }) {
  const T = input.targetId;
  const network = teamNetwork(ds, team);
  const origins = team.origins;
  const originOfRow = (r: { ownerUserId: string | null; extendedNetworkId: string | null }) =>
    origins.find((o) => (r.ownerUserId ? o.ownerUserIds.includes(r.ownerUserId) : o.extendedNetworkIds.includes(r.extendedNetworkId!)));
  const expBy = new Map<string, ExperienceFact[]>();
  // Only the facts the team supplied, one supplier per person (DESIGN §1, §4).
  for (const e of teamFacts(ds.experiences, team)) expBy.set(e.personId, [...(expBy.get(e.personId) ?? []), e.fact]);
  const eduBy = new Map<string, EducationFact[]>();
  for (const e of teamFacts(ds.educations, team)) eduBy.set(e.personId, [...(eduBy.get(e.personId) ?? []), e.fact]);
  const facts = (p: string) => {
    const own = expBy.get(p) ?? [];
    return own.length === 0 && p === T && input.fallback ? input.fallback : own;
  };
  const edus = (p: string) => eduBy.get(p) ?? [];

  // Rows grouped by the unordered pair they link, so that every pair's edge is recomputed from all
  // of its rows without scanning the whole table per pair.
  const pairKey = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);
  const rowsByPair = new Map<string, typeof ds.connections>();
  for (const c of ds.connections) {
    const o = originOfRow(c);
    if (!o || o.personId === c.personId) continue;
    // A teammate's private connection is no edge of the member's (issue 31); their own still is.
    if (c.private && c.ownerUserId !== team.memberUserId) continue;
    const k = pairKey(o.personId, c.personId);
    rowsByPair.set(k, [...(rowsByPair.get(k) ?? []), c]);
  }
  const coOccurrencesByPair = new Map<string, typeof ds.coOccurrences>();
  for (const c of ds.coOccurrences) {
    if (!coOccurrenceShared(ds, team, c)) continue;
    const k = pairKey(c.personAId, c.personBId);
    coOccurrencesByPair.set(k, [...(coOccurrencesByPair.get(k) ?? []), c]);
  }
  const cache = new Map<string, Reason[]>();
  const edge = (x: string, y: string): Reason[] => {
    const key = pairKey(x, y);
    const hit = cache.get(key);
    if (hit) return hit;
    const reasons: Reason[] = [];
    for (const c of rowsByPair.get(key) ?? []) {
      const o = originOfRow(c)!;
      const own = c.ownerUserId === team.memberUserId;
      reasons.push(...ownedEdgeReasons(c, own, o.name, input.today));
      // Only the tags of the member and of the teammates who share theirs (issue 31).
      if (c.ownerUserId && team.tagUserIds.includes(c.ownerUserId)) {
        for (const t of ds.userTags) if (t.ownerUserId === c.ownerUserId && t.personId === c.personId) reasons.push(manualTagReason(t, o.name, own));
      }
    }
    const col = colleagueReason(facts(x), facts(y), input.today);
    if (col) reasons.push(col);
    const alu = alumniReason(edus(x), edus(y));
    if (alu) reasons.push(alu);
    for (const c of coOccurrencesByPair.get(key) ?? []) {
      const owner = origins.find((o) => o.ownerUserIds.includes(c.ownerUserId));
      reasons.push(...coOccurrenceReasons(c, c.ownerUserId === team.memberUserId, owner?.name ?? "a teammate", input.today));
    }
    const merged = mergeReasons(reasons);
    cache.set(key, merged);
    return merged;
  };
  const linked = (x: string, y: string) => x !== y && edge(x, y).length > 0;

  const out: { nodes: string[]; segs: Reason[][]; originType: string }[] = [];
  // No origin is ever an introducer (DESIGN §6.3): the member, a teammate or an extended-network
  // owner on a path makes it that origin's own, shorter path.
  const originIds = new Set(origins.map((o) => o.personId));
  const introducers = [...network].filter((p) => p !== T && !originIds.has(p));
  for (const o of origins) {
    const O = o.personId;
    if (O === T) continue;
    for (const I of introducers) {
      if (I === O || !linked(O, I)) continue;
      if (linked(I, T)) out.push({ nodes: [O, I, T], segs: [edge(O, I), edge(I, T)], originType: o.type });
      for (const I2 of introducers) {
        if (I2 === O || I2 === I) continue;
        if (!linked(I, I2) || !linked(I2, T)) continue;
        if (linked(I, T) || linked(O, I2)) continue; // a listed 3-node path is the shortcut
        out.push({ nodes: [O, I, I2, T], segs: [edge(O, I), edge(I, I2), edge(I2, T)], originType: o.type });
      }
    }
  }
  const best = (rs: Reason[]) => Math.max(...rs.map((r) => r.score));
  // The order's evidence (lib/paths/README.md "Strength and order"), read independently of the engine.
  const dates = (rs: Reason[], kinds: Reason["kind"][], pick: (r: Reason) => string | null | undefined) =>
    rs.filter((r) => kinds.includes(r.kind)).map(pick).filter((d): d is string => Boolean(d)).sort();
  const rows = out.map((p) => {
    const highestTags = p.segs.map(best);
    const score = (100 * highestTags.reduce((a, b) => a + b, 0)) / (10 * highestTags.length);
    const own = p.originType === "me" ? dates(p.segs[0]!, ["email", "calendar"], (r) => (r.facts?.viewerOwns ? r.facts.lastAt : null)) : [];
    const freshest = own.length ? own[own.length - 1]! : null;
    const weakest = Math.min(...highestTags);
    const overlapOf = (seg: Reason[]) => Math.max(0, ...seg.filter((r) => r.kind === "colleague" || r.kind === "alumni").map((r) => r.facts?.months ?? 0));
    const overlap = overlapOf(p.segs[p.segs.length - 1]!);
    const others = p.segs.slice(0, -1).reduce((sum, seg) => sum + overlapOf(seg), 0);
    const connected = p.segs.flatMap((s) => dates(s, ["linkedin"], (r) => r.facts?.connectedOn));
    const oldest = connected.length ? connected.sort()[0]! : null;
    return { ...p, highestTags, score, freshest, weakest, overlap, oldest, others };
  });
  const lc = (s: string) => s.toLowerCase();
  const cmpText = (a: string, b: string) => (lc(a) < lc(b) ? -1 : lc(a) > lc(b) ? 1 : a < b ? -1 : a > b ? 1 : 0);
  // Present first; then later (freshest) or earlier (oldest) first.
  const cmpDay = (a: string | null, b: string | null, later: boolean) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : (a < b) === later ? 1 : -1);
  rows.sort((a, b) => {
    if (Math.abs(a.score - b.score) > 1e-9) return b.score - a.score;
    const fresh = cmpDay(a.freshest, b.freshest, true);
    if (fresh) return fresh;
    if (a.weakest !== b.weakest) return b.weakest - a.weakest;
    if (a.overlap !== b.overlap) return b.overlap - a.overlap;
    const oldest = cmpDay(a.oldest, b.oldest, false);
    if (oldest) return oldest;
    if (a.others !== b.others) return b.others - a.others;
    if (a.nodes.length !== b.nodes.length) return a.nodes.length - b.nodes.length;
    const me = (a.originType === "me" ? 0 : 1) - (b.originType === "me" ? 0 : 1);
    if (me) return me;
    for (let i = 1; i < Math.max(a.nodes.length, b.nodes.length) - 1; i++) {
      const c = cmpText(input.nameOf(a.nodes[i] ?? ""), input.nameOf(b.nodes[i] ?? ""));
      if (c) return c;
    }
    const c = cmpText(input.nameOf(a.nodes[0]!), input.nameOf(b.nodes[0]!));
    if (c) return c;
    const ia = a.nodes.join(">");
    const ib = b.nodes.join(">");
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  });
  return rows.map(
    (p): OraclePath => ({
      nodes: p.nodes,
      highestTags: p.highestTags,
      score: Math.round(p.score),
      labels: p.segs.map((s) => s.map((r) => r.tag)),
      evidence: p.segs.map((s) => s.map((r) => r.evidence)),
    }),
  );
}
