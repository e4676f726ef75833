import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findWarmPaths, verifyPath } from "@/lib/paths/engine";
import { bestWaysIn } from "@/lib/paths/ways-in";
import { memorySource, teamOf, type Dataset } from "./support/dataset";
import { datasetArb, uuid } from "./support/generate";

const NOW = new Date("2026-06-15T12:00:00Z");

// DESIGN §6.3: no origin (the member, a teammate, an extended-network owner) is ever an introducer.
// A path through one is that origin's own, shorter path — the teammate who knows the target directly
// is a direct connect, not the last hop of the member's paths.

const [ada, bea, yara, zed, daniel, owner] = [0, 1, 2, 3, 4, 5].map((n) => uuid(1, n)) as [string, string, string, string, string, string];
const A = uuid(2, 0);
const B = uuid(2, 1);
const EXT = uuid(3, 0);
const linkedin = (owner: { user?: string; ext?: string }, personId: string) => ({
  ownerUserId: owner.user ?? null,
  extendedNetworkId: owner.ext ?? null,
  personId,
  sources: ["linkedin"],
  connectedOn: "2020-01-01",
  emailCount: 0,
  meetingCount: 0,
  lastInteractionAt: null,
});

/**
 * The walk's graph: Ada (the member) and Bea (her teammate) both know Yara and each other; Bea knows
 * Daniel directly; Zed, whom Ada knows, knows Bea; Ada uploaded Olga's portfolio, and Olga knows Daniel.
 */
function walk(): Dataset {
  return {
    persons: [
      { id: ada, name: "Ada Asker" },
      { id: bea, name: "Bea Teammate" },
      { id: yara, name: "Yara Wong" },
      { id: zed, name: "Zed Zhou" },
      { id: daniel, name: "Daniel Target" },
      { id: owner, name: "Olga Owner" },
    ],
    users: [
      { id: A, personId: ada, name: "Ada Asker" },
      { id: B, personId: bea, name: "Bea Teammate" },
    ],
    collaborators: [[A, B]],
    exts: [{ id: EXT, ownerPersonId: owner, uploadedBy: A, name: "Olga's portfolio" }],
    connections: [
      linkedin({ user: A }, yara),
      linkedin({ user: A }, bea),
      linkedin({ user: A }, zed),
      linkedin({ user: A }, owner),
      linkedin({ user: B }, yara),
      linkedin({ user: B }, zed),
      linkedin({ user: B }, daniel),
      linkedin({ ext: EXT }, daniel),
    ],
    experiences: [],
    educations: [],
    coOccurrences: [],
    userTags: [],
  };
}

describe("no origin is ever an introducer", () => {
  it("lists the teammate's and the portfolio owner's direct connects, and no path of the member's through them", async () => {
    const ds = walk();
    const team = teamOf(ds, A);
    const source = memorySource(ds);
    const { paths, direct } = await findWarmPaths({ source, team, targetId: daniel, now: NOW });
    expect(direct.map((d) => [d.originPersonId, d.originType]).sort()).toEqual([
      [bea, "team"],
      [owner, "indirect"],
    ]);
    // Before the rule: Me → Bea → Daniel, Me → Yara → Bea → Daniel, Me → Zed → Bea → Daniel,
    // Me → Olga → Daniel. Only the teammate's own paths through people who are not origins remain.
    expect(paths.map((p) => p.nodes)).toEqual([]);
    // Verified one by one, a known path through an origin is refused too (a stale bookmark or request).
    for (const nodes of [
      [ada, bea, daniel],
      [ada, yara, bea, daniel],
      [ada, owner, daniel],
    ]) {
      expect(await verifyPath({ source, team, nodes, now: NOW })).toBeNull();
    }
    expect(await verifyPath({ source, team, nodes: [bea, daniel], now: NOW })).toMatchObject({ kind: "direct", direct: { originPersonId: bea } });
  });

  it("still lists paths through people who are not origins, from every origin", async () => {
    const ds = walk();
    // Yara knows Daniel now: Ada's and Bea's paths through her are theirs.
    ds.connections = ds.connections.filter((c) => c.personId !== daniel || c.extendedNetworkId);
    ds.experiences = [
      { personId: yara, suppliedBy: A, at: 0, fact: { companyKey: "globex", company: "Globex", title: "VP", fromDate: "2020-01-01", toDate: null, isCurrent: true } },
      { personId: daniel, suppliedBy: A, at: 0, fact: { companyKey: "globex", company: "Globex", title: "CEO", fromDate: "2019-01-01", toDate: null, isCurrent: true } },
    ];
    const { paths } = await findWarmPaths({ source: memorySource(ds), team: teamOf(ds, A), targetId: daniel, now: NOW });
    expect(paths.map((p) => p.nodes).sort()).toEqual([
      [ada, yara, daniel],
      [bea, yara, daniel],
    ]);
  });

  it("holds on generated graphs: no path, and no company map's best way in, has an origin between its ends", async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, async ({ ds, targetIndex }) => {
        const team = teamOf(ds, ds.users[0]!.id);
        const origins = new Set(team.origins.map((o) => o.personId));
        const source = memorySource(ds);
        const { paths } = await findWarmPaths({ source, team, targetId: ds.persons[targetIndex]!.id, now: NOW });
        for (const p of paths) expect(p.nodes.slice(1, -1).filter((n) => origins.has(n))).toEqual([]);
        const people = [...new Set((await source.experiencesAt(team, ["acme"])).map((r) => r.personId))];
        const [exps, edus] = await Promise.all([source.experiencesOf(team, people), source.educationsOf(team, people)]);
        const ways = await bestWaysIn({ source, team, people, facts: { exps, edus }, companyKey: "acme", readNames: async () => {}, nameOf: (id) => id, now: NOW });
        for (const p of ways.best.values()) if (p) expect(p.nodes.slice(1, -1).filter((n) => origins.has(n))).toEqual([]);
        checked += paths.length;
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(50);
  });
});
