import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findWarmPaths, orderKeys, orderPaths, withLastSegment, type RawPath } from "@/lib/paths/engine";
import { bestWaysIn } from "@/lib/paths/ways-in";
import { memorySource, teamOf, type Dataset } from "./support/dataset";
import { datasetArb } from "./support/generate";

const NOW = new Date("2026-06-15T12:00:00Z");

// The company map's best way in (issue 29, decision 019) pairs a company's colleagues itself and stops
// its scan at a bound: for every person of the team network at the company it must answer exactly
// the engine's best among the search's 3-node paths and direct connects for that person.
/** bestWaysIn's answer for every person at `key` against the engine's best of the search's 3-node paths and direct connects; how many had one. */
async function expectSameAsSearch(ds: Dataset, key: string): Promise<{ compared: number; found: number; best: Map<string, RawPath | null> }> {
  const team = teamOf(ds, ds.users[0]!.id);
  const source = memorySource(ds);
  const names = new Map(ds.persons.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => (id === team.memberPersonId ? "" : (names.get(id) ?? ""));
  const people = [...new Set((await source.experiencesAt(team, [key])).map((r) => r.personId))];
  const targets = people.filter((p) => p !== team.memberPersonId);
  const [exps, edus] = await Promise.all([source.experiencesOf(team, people), source.educationsOf(team, people)]);
  const got = await bestWaysIn({ source, team, people, facts: { exps, edus }, companyKey: key, readNames: async () => {}, nameOf, now: NOW });
  let compared = 0;
  let found = 0;
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
  return { compared, found, best: got.best };
}

describe("bestWaysIn vs the search (generated graphs)", () => {
  it("answers, for each of a company's people, the engine's best 1- or 2-segment path", async () => {
    let compared = 0;
    let found = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, fc.constantFrom("acme", "globex", "initech"), async ({ ds }, key) => {
        const counts = await expectSameAsSearch(ds, key);
        compared += counts.compared;
        found += counts.found;
      }),
      { numRuns: Number(process.env.WAYS_IN_RUNS ?? 400) },
    );
    expect(compared).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(50);
  }, 120_000);

  it("finds a schoolmate later in a stretch of equal first segments whose school years outlast an earlier colleague's overlap", async () => {
    // T has worked at Acme since 2010. A teammate e-mails two of its people as often (one stretch
    // of the scan, I1 first: the older connection): I1 worked beside T for a year (a former
    // colleague, 12 months), I2 for six months (brief) but studied with T for four years (a
    // classmate: the same score, 48 months). I2's pair is the better, though its own time at Acme is
    // shorter than I1's overlap: the stretch is left only once no school could outlast that.
    const id = (n: number) => `00000000-0000-4000-8001-${String(n).padStart(12, "0")}`;
    const [me, mate, T, I1, I2] = [0, 1, 2, 3, 4].map(id);
    const users = [
      { id: "00000000-0000-4000-8002-000000000000", personId: me!, name: "Ana" },
      { id: "00000000-0000-4000-8002-000000000001", personId: mate!, name: "Ben" },
    ];
    const connection = (personId: string, connectedOn: string, emailCount: number) => ({
      ownerUserId: users[1]!.id,
      extendedNetworkId: null,
      personId,
      sources: emailCount ? ["linkedin", "gmail"] : ["linkedin"],
      connectedOn,
      emailCount,
      meetingCount: 0,
      lastInteractionAt: emailCount ? "2026-05-01" : null,
    });
    const job = (personId: string, fromDate: string, toDate: string | null) => ({
      personId,
      suppliedBy: users[0]!.id,
      at: 0,
      fact: { companyKey: "acme", company: "Acme", title: "Engineer", fromDate, toDate, isCurrent: toDate === null },
    });
    const mit = (personId: string) => ({ personId, suppliedBy: users[0]!.id, at: 0, fact: { schoolKey: "mit", school: "MIT", fromYear: 2000, toYear: 2004 } });
    const ds: Dataset = {
      persons: [me, mate, T, I1, I2].map((p, i) => ({ id: p!, name: ["Ana", "Ben", "Tia", "Ian", "Ivy"][i]! })),
      users,
      collaborators: [[users[0]!.id, users[1]!.id]],
      exts: [],
      connections: [connection(I1!, "2015-01-01", 30), connection(I2!, "2016-01-01", 30), connection(T!, "2017-01-01", 0)],
      experiences: [job(T!, "2010-01-01", null), job(I1!, "2018-01-01", "2019-01-01"), job(I2!, "2018-01-01", "2018-07-01")],
      educations: [mit(T!), mit(I2!)],
      coOccurrences: [],
      userTags: [],
    };
    const { best } = await expectSameAsSearch(ds, "acme");
    expect(best.get(T!)?.nodes).toEqual([mate, I2, T]);
  });
});
