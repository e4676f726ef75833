import fc from "fast-check";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { computeLeadPaths } from "@/lib/pipeline/lead-paths";
import { loadTeam } from "@/lib/paths/team";
import { READ_SHAPES } from "@/lib/paths/queries/sql";
import type { LeadWarmPaths } from "@/lib/paths/types";
import { truncateAll } from "@/tests/helpers/test-db";
import { testDb } from "@/tests/helpers/setup-integration";
import type { Dataset } from "@/tests/unit/paths/support/dataset";
import { datasetArb } from "@/tests/unit/paths/support/generate";
import { oraclePaths } from "@/tests/unit/paths/support/oracle";
import { insertDataset, insertLead, ldbcDataset } from "./support/load";

// The engine on the real tables (SQL neighbourhood reads, team loading, presentation) against the
// brute-force oracle over the same rows.

const today = () => new Date().toISOString().slice(0, 10);

function fromEngine(r: LeadWarmPaths) {
  return r.paths.map((p) => ({
    nodes: [p.origin.id, ...p.path.map((n) => n.id), p.target.id],
    highestTags: p.tag.map((s) => s.highest_tag),
    score: p.score,
    labels: p.tag.map((s) => s.tag.map(([label]) => label)),
    evidence: p.tag.map((s) => s.details.map((d) => d.evidence)),
  }));
}

async function compare(ds: Dataset, targetId: string, lead: { company?: string; withPerson?: boolean } = {}) {
  const member = ds.users[0]!;
  const target = ds.persons.find((p) => p.id === targetId)!;
  const row = await insertLead({ userId: member.id, personId: lead.withPerson === false ? null : targetId, name: target.name, company: lead.company });
  const result = await computeLeadPaths(member.id, row.id);
  const team = (await loadTeam(member.id))!;
  const names = new Map(ds.persons.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => (id === team.memberPersonId ? "" : (names.get(id) ?? ""));
  const fallback = lead.company ? [{ companyKey: row.companyKey, company: lead.company, title: null, fromDate: null, toDate: null, isCurrent: true }] : undefined;
  const oracle = oraclePaths(ds, team, { targetId: lead.withPerson === false ? row.id : targetId, fallback, today: today(), nameOf });
  expect(fromEngine(result)).toEqual(oracle);
  expect(result.paths.map((p) => p.option)).toEqual(result.paths.map((_, i) => i + 1));
  return result;
}

describe("engine on the database vs oracle", () => {
  it("agrees on generated team graphs", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, async ({ ds, targetIndex, fallback }) => {
        await truncateAll(testDb());
        await insertDataset(ds);
        const targetId = ds.persons[targetIndex]!.id;
        const hasOwnFacts = ds.experiences.some((e) => e.personId === targetId);
        const r = await compare(ds, targetId, { company: fallback && !hasOwnFacts ? "Acme" : undefined });
        if (r.paths.length) nonEmpty++;
      }),
      { numRuns: 25 },
    );
    // Not vacuous: about 18 of 25 generated graphs have a path (400 draws of 25: never fewer than 9);
    // the bound sits well below that, where a draw never falls by chance.
    expect(nonEmpty).toBeGreaterThan(5);
  }, 180_000);

  // The reads change shape with their size (lib/paths/queries/sql.ts READ_SHAPES): at the defaults
  // this small graph reads one way; at the extremes, every large-read shape (reads in two halves) is
  // compared too.
  it.each([
    ["the default read shapes", {}],
    ["every read in halves, nothing kept between searches", { factsInHalvesFrom: 0, connectionsInHalvesFrom: 0 }],
  ] as const)("agrees on the LDBC SNB tiny graph (knows as connections or co-occurrences, jobs as experience, class years as education), %s", async (_, shapes) => {
    const defaults = { ...READ_SHAPES };
    Object.assign(READ_SHAPES, shapes);
    if (Object.keys(shapes).length) vi.stubEnv("WARM_PATHS_KEPT_ROWS", "0");
    onTestFinished(() => {
      Object.assign(READ_SHAPES, defaults);
      vi.unstubAllEnvs();
    });
    const ds = ldbcDataset();
    await insertDataset(ds);
    // Targets spread over the directory, including a collaborator's neighbourhood.
    const picks = [5, 17, 40, 77, 120, 199];
    let total = 0;
    let four = 0;
    for (const i of picks) {
      const r = await compare(ds, ds.persons[i]!.id);
      total += r.paths.length;
      four += r.paths.filter((p) => p.path.length === 2).length;
    }
    expect(total).toBeGreaterThan(50);
    expect(four).toBeGreaterThan(0);
  }, 120_000);

  it("reaches a lead without a person node through the lead's company (current experience)", async () => {
    const ds = ldbcDataset();
    await insertDataset(ds);
    // A company where someone an origin knows works now, who is no origin (an origin never introduces).
    const origins = new Set([...ds.users.map((u) => u.personId), ...ds.exts.map((e) => e.ownerPersonId)]);
    const known = new Set(ds.connections.map((c) => c.personId));
    const company = ds.experiences.find((e) => e.fact.isCurrent && !origins.has(e.personId) && known.has(e.personId))!.fact.company;
    const r = await compare(ds, ds.persons[9]!.id, { company, withPerson: false });
    expect(r.paths.length).toBeGreaterThan(0);
    expect(r.paths.every((p) => p.tag[p.tag.length - 1]!.tag.some(([l]) => l === "Current colleague"))).toBe(true);
  }, 60_000);
});
