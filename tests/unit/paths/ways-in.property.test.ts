import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findWarmPaths, orderKeys, orderPaths, withLastSegment, type RawPath } from "@/lib/paths/engine";
import { bestWaysIn } from "@/lib/paths/ways-in";
import { memorySource, teamOf } from "./support/dataset";
import { datasetArb } from "./support/generate";

const NOW = new Date("2026-06-15T12:00:00Z");

// The company map's best way in (issue 29, decision 019) pairs a company's colleagues itself and stops
// its scan at a bound: for every person of the team network at the company it must answer exactly
// the engine's best among the search's 3-node paths and direct connects for that person.
describe("bestWaysIn vs the search (generated graphs)", () => {
  it("answers, for each of a company's people, the engine's best 1- or 2-segment path", async () => {
    let compared = 0;
    let found = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, fc.constantFrom("acme", "globex", "initech"), async ({ ds }, key) => {
        const team = teamOf(ds, ds.users[0]!.id);
        const source = memorySource(ds);
        const names = new Map(ds.persons.map((p) => [p.id, p.name]));
        const nameOf = (id: string) => (id === team.memberPersonId ? "" : (names.get(id) ?? ""));
        const people = [...new Set((await source.experiencesAt(team, [key])).map((r) => r.personId))];
        const targets = people.filter((p) => p !== team.memberPersonId);
        const [exps, edus] = await Promise.all([source.experiencesOf(team, people), source.educationsOf(team, people)]);
        const got = await bestWaysIn({ source, team, people, facts: { exps, edus }, companyKey: key, readNames: async () => {}, nameOf, now: NOW });
        for (const T of targets) {
          const result = await findWarmPaths({ source, team, targetId: T, now: NOW });
          const candidates: RawPath[] = [
            ...result.paths.filter((p) => p.nodes.length === 3),
            ...result.direct.map((d) => ({ nodes: [d.originPersonId, T], originType: d.originType, segments: [d.reasons] })),
          ];
          // The keys built from a path's first segments and its last equal the whole path's.
          for (const p of result.paths) {
            const without = orderKeys({ ...p, segments: [...p.segments.slice(0, -1), []] }, nameOf);
            const into = { ...without, highestTags: [...without.highestTags] };
            expect(withLastSegment(into, without, p.segments[p.segments.length - 1]!, p.nodes.join(">"))).toEqual(orderKeys(p, nameOf));
          }
          const best = orderPaths(candidates, nameOf)[0];
          compared++;
          if (best) found++;
          expect(got.best.get(T)?.nodes.join(">") ?? null).toBe(best?.nodes.join(">") ?? null);
          // And the same words: the segments the search reads for it.
          if (best) expect(got.best.get(T)!.segments).toEqual(best.segments);
          // And the keys it answers are the order's keys of that path (the company map orders its people by them).
          if (best) expect(got.keys.get(T)).toEqual(orderKeys(best, nameOf));
        }
      }),
      { numRuns: Number(process.env.WAYS_IN_RUNS ?? 400) },
    );
    expect(compared).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(50);
  }, 120_000);
});
