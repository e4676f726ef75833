import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findWarmPaths, verifyPath } from "@/lib/paths/engine";
import type { Reason } from "@/lib/paths/rules";
import { memorySource, teamOf } from "./support/dataset";
import { datasetArb } from "./support/generate";

const NOW = new Date("2026-06-15T12:00:00Z");
const FALLBACK = [{ companyKey: "acme", company: "Acme", title: "CEO", fromDate: null, toDate: null, isCurrent: true }];

const words = (segments: Reason[][]) => segments.map((s) => s.map((r) => `${r.tag}|${r.score}|${r.evidence}`));

// A known path is verified by the edges among its people (DESIGN §6.7): for every tuple ending at
// the target, verifyPath must answer exactly what the search lists — the same reasons for a listed
// path or direct connect, and nothing for any tuple the search does not list.
describe("verifyPath vs the search (generated graphs)", () => {
  it("confirms every listed path and direct connect with the same reasons, and refuses every other tuple", async () => {
    let confirmed = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, async ({ ds, targetIndex, fallback }) => {
        const team = teamOf(ds, ds.users[0]!.id);
        const T = ds.persons[targetIndex]!.id;
        const targetFallback = fallback ? FALLBACK : undefined;
        const source = memorySource(ds);
        const found = await findWarmPaths({ source, team, targetId: T, targetFallback, now: NOW });
        const listed = new Map(found.paths.map((p) => [p.nodes.join(">"), p]));
        const direct = new Map(found.direct.map((d) => [d.originPersonId, d]));
        const people = ds.persons.map((p) => p.id);
        const verify = (nodes: string[]) => verifyPath({ source, team, nodes, targetFallback, now: NOW });
        for (const o of team.origins) {
          const O = o.personId;
          const d = await verify([O, T]);
          if (direct.has(O) && O !== T) {
            expect(d).toMatchObject({ kind: "direct", direct: { originPersonId: O, originType: o.type } });
            expect(words([(d as { kind: "direct"; direct: { reasons: Reason[] } }).direct.reasons])).toEqual(words([direct.get(O)!.reasons]));
          } else expect(d).toBeNull();
          for (const I1 of people) {
            for (const I2 of [null, ...people]) {
              const nodes = I2 === null ? [O, I1, T] : [O, I1, I2, T];
              const v = await verify(nodes);
              const path = listed.get(nodes.join(">"));
              if (path) {
                confirmed++;
                expect(v?.kind).toBe("path");
                const got = v as { kind: "path"; path: { segments: Reason[][]; originType: string } };
                expect(got.path.originType).toBe(path.originType);
                expect(words(got.path.segments)).toEqual(words(path.segments));
              } else {
                refused++;
                expect(v).toBeNull();
              }
            }
          }
        }
      }),
      { numRuns: 60 },
    );
    // Not vacuous: paths were confirmed and other tuples refused.
    expect(confirmed).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(1000);
  }, 120_000);
});
