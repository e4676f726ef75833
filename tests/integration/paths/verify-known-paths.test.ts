import fc from "fast-check";
import { describe, expect, it, onTestFinished } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, connections } from "@/lib/db/schema";
import { getLeadTarget } from "@/lib/leads/service";
import { verifyLeadPaths } from "@/lib/paths/service";
import { computeLeadPaths } from "@/lib/pipeline/lead-paths";
import { READ_SHAPES } from "@/lib/paths/queries/sql";
import type { LeadWarmPaths, VerifiedPath } from "@/lib/paths/types";
import { truncateAll } from "@/tests/helpers/test-db";
import { testDb } from "@/tests/helpers/setup-integration";
import { datasetArb } from "@/tests/unit/paths/support/generate";
import { insertDataset, insertLead, ldbcDataset } from "./support/load";

// A known path (a bookmark, an intro request, a lead's best path) is verified by reading the edges
// among its few people, never by a new search (DESIGN §6.7). On the real tables it must answer
// exactly what the search lists now: each listed path and direct connect with the same tags and
// evidence, and nothing for a path the search does not list.

const shape = (p: Extract<VerifiedPath, { kind: "path" }>["path"]) => ({ ...p, option: 0 });

async function expectVerifiedLikeSearch(memberId: string, leadId: string, found: LeadWarmPaths) {
  const target = await getLeadTarget(memberId, leadId);
  const ids = [...found.paths.map((p) => p.path_id), ...found.direct.map((d) => `${d.origin.id}>${d.target.id}`)];
  // Tuples the search does not list: each listed path with its introducers reversed or the target
  // swapped for its first introducer's, and paths naming a person twice.
  const unlisted = found.paths.flatMap((p) => {
    const nodes = p.path_id.split(">");
    return [[nodes[0], ...nodes.slice(1, -1).reverse(), nodes.at(-1)].join(">"), [nodes[0], nodes[1], nodes[1], nodes.at(-1)].join(">")];
  }).filter((id) => !ids.includes(id));
  const { paths: verified } = await verifyLeadPaths({ userId: memberId, target, pathIds: [...ids, ...unlisted] });
  for (const p of found.paths) expect(verified.get(p.path_id)).toEqual({ kind: "path", path: shape({ ...p, bookmark: [] }) });
  for (const d of found.direct) expect(verified.get(`${d.origin.id}>${d.target.id}`)).toEqual({ kind: "direct", direct: d });
  for (const id of unlisted) expect(verified.get(id)).toBeNull();
  return { listed: ids.length, unlisted: unlisted.length };
}

describe("known paths verified by their edges vs the search", () => {
  // What the team holds about a path's few people is read in one statement, a panel's hundreds in
  // five at once (lib/paths/queries/sql.ts READ_SHAPES): both shapes are compared.
  it.each([
    ["one statement (a path's few people)", {}],
    ["five statements at once (a panel's many)", { aroundInOneUpTo: 0 }],
  ] as const)("agree on generated team graphs, %s", async (_, shapes) => {
    const defaults = { ...READ_SHAPES };
    Object.assign(READ_SHAPES, shapes);
    onTestFinished(() => void Object.assign(READ_SHAPES, defaults));
    let listed = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, async ({ ds, targetIndex }) => {
        await truncateAll(testDb());
        await insertDataset(ds);
        const member = ds.users[0]!;
        const target = ds.persons[targetIndex]!;
        const lead = await insertLead({ userId: member.id, personId: target.id, name: target.name });
        const found = await computeLeadPaths(member.id, lead.id);
        listed += (await expectVerifiedLikeSearch(member.id, lead.id, found)).listed;
      }),
      { numRuns: 20 },
    );
    expect(listed).toBeGreaterThan(20);
  }, 180_000);

  it("agree on the LDBC SNB tiny graph, and follow the network live: a deleted connection or an ended collaboration ends the path", async () => {
    const ds = ldbcDataset();
    await insertDataset(ds);
    const member = ds.users[0]!;
    let total = 0;
    let lastLead = "";
    let last: LeadWarmPaths | undefined;
    for (const i of [5, 77, 120]) {
      const lead = await insertLead({ userId: member.id, personId: ds.persons[i]!.id, name: ds.persons[i]!.name });
      const found = await computeLeadPaths(member.id, lead.id);
      total += (await expectVerifiedLikeSearch(member.id, lead.id, found)).listed;
      if (found.paths.some((p) => p.origin.origin_type === "me")) [lastLead, last] = [lead.id, found];
    }
    expect(total).toBeGreaterThan(20);
    const target = await getLeadTarget(member.id, lastLead);

    // The member's own first segment: delete that connection and the path is no longer available.
    const mine = last!.paths.find((p) => p.origin.origin_type === "me" && p.tag[0]!.connected_on_linkedin)!;
    const [origin, first] = mine.path_id.split(">");
    await db.delete(connections).where(and(eq(connections.ownerUserId, member.id), eq(connections.personId, first!)));
    const after = await verifyLeadPaths({ userId: member.id, target, pathIds: [mine.path_id] });
    const stillLinked = (await computeLeadPaths(member.id, lastLead)).paths.some((p) => p.path_id === mine.path_id);
    expect(after.paths.get(mine.path_id) !== null).toBe(stillLinked);
    expect(origin).toBe(mine.origin.id);

    // A teammate's path disappears with the collaboration.
    const teammates = last!.paths.filter((p) => p.origin.origin_type === "team");
    expect(teammates.length).toBeGreaterThan(0);
    expect((await verifyLeadPaths({ userId: member.id, target, pathIds: [teammates[0]!.path_id] })).paths.get(teammates[0]!.path_id)).not.toBeNull();
    await db.delete(collaborators);
    const gone = await verifyLeadPaths({ userId: member.id, target, pathIds: teammates.map((p) => p.path_id) });
    for (const p of teammates) expect(gone.paths.get(p.path_id)).toBeNull();
  }, 120_000);
});
