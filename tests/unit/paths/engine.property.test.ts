import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findWarmPaths, orderPaths, scorePath, type EngineResult } from "@/lib/paths/engine";
import { memorySource, teamOf } from "./support/dataset";
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
        // Reading the facts from the origins' side (as for large neighbourhoods) changes nothing.
        const originSide = await findWarmPaths({ source: memorySource(ds), team, targetId: target, targetFallback: fb, now: NOW, originSideMin: 0 });
        expect(shape(originSide)).toEqual(oracle);
        // No person twice on a path; introducers come from the team network.
        for (const p of engine) expect(new Set(p.nodes).size).toBe(p.nodes.length);
      }),
      { numRuns: 300 },
    );
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
      { numRuns: 100 },
    );
    expect(total).toBeGreaterThan(100);
    expect(fourNode).toBeGreaterThan(10);
  });
});
