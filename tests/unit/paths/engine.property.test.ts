import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findWarmPaths, orderKeys, orderPaths, scorePath, segmentLabels, type EngineResult, type RawPath } from "@/lib/paths/engine";
import { memorySource, teamOf, type Dataset } from "./support/dataset";
import { datasetArb } from "./support/generate";
import { oraclePaths } from "./support/oracle";

const NOW = new Date("2026-06-15T12:00:00Z");
const TODAY = "2026-06-15";

describe("warm-path engine vs brute-force oracle (generated graphs)", () => {
  it("finds the same paths, with the same tags, scores and order", async () => {
    await fc.assert(
      fc.asyncProperty(datasetArb, async ({ ds, targetIndex, fallback }) => {
        const team = teamOf(ds, ds.users[0]!.id);
        const target = ds.persons[targetIndex]!.id;
        const fb = fallback ? [{ companyKey: "acme", company: "Acme", title: "CEO", fromDate: null, toDate: null, isCurrent: true }] : undefined;
        const names = new Map(ds.persons.map((p) => [p.id, p.name]));
        const nameOf = (id: string) => (id === team.memberPersonId ? "" : (names.get(id) ?? ""));
        const shape = (r: EngineResult) =>
          orderPaths(r.paths, nameOf).map((p) => ({
            nodes: p.nodes,
            highestTags: scorePath(p).highestTags,
            score: scorePath(p).score,
            labels: p.segments.map((s) => s.map((r) => r.tag)),
            evidence: p.segments.map((s) => s.map((r) => r.evidence)),
          }));
        const engine = shape(await findWarmPaths({ source: memorySource(ds), team, targetId: target, targetFallback: fb, now: NOW }));
        const oracle = oraclePaths(ds, team, { targetId: target, fallback: fb, today: TODAY, nameOf });
        expect(engine).toEqual(oracle);
        // No person twice on a path; introducers come from the team network.
        for (const p of engine) expect(new Set(p.nodes).size).toBe(p.nodes.length);
      }),
      { numRuns: 300 },
    );
  });

  it("orders and filters a found path by its edges' keys, unworded, exactly as by its worded reasons", async () => {
    let unworded = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, async ({ ds, targetIndex, fallback }) => {
        const team = teamOf(ds, ds.users[0]!.id);
        const fb = fallback ? [{ companyKey: "acme", company: "Acme", title: "CEO", fromDate: null, toDate: null, isCurrent: true }] : undefined;
        const { paths } = await findWarmPaths({ source: memorySource(ds), team, targetId: ds.persons[targetIndex]!.id, targetFallback: fb, now: NOW });
        const nameOf = (id: string) => id;
        // Keys and labels first, while no path has been worded; then the same of each path's words.
        const keys = paths.map((p) => orderKeys(p, nameOf));
        const labels = paths.map((p) => p.nodes.slice(1).map((_, k) => segmentLabels(p, k)));
        const scores = paths.map((p) => scorePath(p));
        paths.forEach((p, i) => {
          const worded: RawPath = { nodes: p.nodes, originType: p.originType, segments: p.segments };
          expect(keys[i]).toEqual(orderKeys(worded, nameOf));
          expect(labels[i]).toEqual(worded.segments.map((s) => s.map((r) => r.tag)));
          expect(scores[i]).toEqual(scorePath(worded));
        });
        unworded += paths.length;
      }),
      { numRuns: 200 },
    );
    expect(unworded).toBeGreaterThan(100);
  });

  it("finds paths at all on typical graphs (the oracle comparison is not vacuous)", async () => {
    let total = 0;
    let fourNode = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, async ({ ds, targetIndex }) => {
        const team = teamOf(ds, ds.users[0]!.id);
        const result = await findWarmPaths({ source: memorySource(ds), team, targetId: ds.persons[targetIndex]!.id, now: NOW });
        total += result.paths.length;
        fourNode += result.paths.filter((p) => p.nodes.length === 4).length;
      }),
      { numRuns: 300 },
    );
    // With no origin as an introducer, 4-node paths are rarer (two introducers outside the origins):
    // 300 draws gave at least 235 paths, at least 11 of them 4-node, over 30 seeds.
    expect(total).toBeGreaterThan(100);
    expect(fourNode).toBeGreaterThan(5);
  });

  // What a connector shares (issue 31), stated as what the member's team would hold without it: a
  // teammate's private connections and the co-occurrences about those people gone, a paused
  // teammate not in the team at all, and the tags of a teammate who keeps them to themselves gone.
  // The engine under the rules must equal the oracle over that stripped data with everyone sharing.
  function withoutWhatIsNotShared(ds: Dataset, memberId: string): Dataset {
    const paused = new Set((ds.sharing ?? []).filter((s) => s.paused && s.userId !== memberId).map((s) => s.userId));
    const showsTags = (u: string) => u === memberId || Boolean(ds.sharing?.find((s) => s.userId === u)?.shareTags);
    const hidden = ds.connections.filter((c) => c.private && c.ownerUserId !== memberId);
    const hides = (owner: string, p: string) => hidden.some((c) => c.ownerUserId === owner && c.personId === p);
    return {
      ...ds,
      collaborators: ds.collaborators.filter(([a, b]) => !paused.has(a) && !paused.has(b)),
      connections: ds.connections.filter((c) => !hidden.includes(c)).map((c) => ({ ...c, private: false })),
      coOccurrences: ds.coOccurrences.filter((c) => !hides(c.ownerUserId, c.personAId) && !hides(c.ownerUserId, c.personBId)),
      userTags: ds.userTags.filter((t) => showsTags(t.ownerUserId)),
      sharing: ds.users.map((u) => ({ userId: u.id, paused: false, shareTags: true })),
    };
  }

  it("a teammate's private connections, a paused teammate and hidden tags are as if absent; the member's own private ones still count", async () => {
    let differs = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, async ({ ds, targetIndex }) => {
        const member = ds.users[0]!.id;
        const team = teamOf(ds, member);
        const target = ds.persons[targetIndex]!.id;
        const names = new Map(ds.persons.map((p) => [p.id, p.name]));
        const nameOf = (id: string) => (id === team.memberPersonId ? "" : (names.get(id) ?? ""));
        const shape = (r: EngineResult) => orderPaths(r.paths, nameOf).map((p) => ({ nodes: p.nodes, evidence: p.segments.map((s) => s.map((r) => r.evidence)) }));
        const engine = shape(await findWarmPaths({ source: memorySource(ds), team, targetId: target, now: NOW }));
        const stripped = withoutWhatIsNotShared(ds, member);
        const strippedTeam = teamOf(stripped, member);
        const oracle = oraclePaths(stripped, strippedTeam, { targetId: target, today: TODAY, nameOf }).map((p) => ({ nodes: p.nodes, evidence: p.evidence }));
        expect(engine).toEqual(oracle);
        // The rules are not vacuous: with everyone sharing everything the answer often differs.
        const open: Dataset = { ...ds, connections: ds.connections.map((c) => ({ ...c, private: false })), sharing: ds.users.map((u) => ({ userId: u.id, paused: false, shareTags: true })) };
        const all = shape(await findWarmPaths({ source: memorySource(open), team: teamOf(open, member), targetId: target, now: NOW }));
        if (JSON.stringify(all) !== JSON.stringify(engine)) differs++;
      }),
      { numRuns: 300 },
    );
    expect(differs).toBeGreaterThan(20);
  });
});
