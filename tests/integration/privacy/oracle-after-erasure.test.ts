import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeLeadPaths } from "@/lib/pipeline/lead-paths";
import { loadTeam } from "@/lib/paths/team";
import type { LeadWarmPaths } from "@/lib/paths/types";
import { deleteAccount } from "@/lib/privacy/delete-account";
import { erasePerson } from "@/lib/privacy/erase-person";
import { truncateAll } from "@/tests/helpers/test-db";
import { testDb } from "@/tests/helpers/setup-integration";
import type { Dataset } from "@/tests/unit/paths/support/dataset";
import { datasetArb } from "@/tests/unit/paths/support/generate";
import { oraclePaths } from "@/tests/unit/paths/support/oracle";
import { insertDataset, insertLead } from "../paths/support/load";

// After a teammate's account is deleted or a person is erased (issue 31), the engine on the real
// tables agrees with the brute-force oracle over the dataset without them — searched once before the
// change, so nothing the engine keeps between searches (decision 014's snapshot) may survive it.

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

/** The dataset as it is once `userId`'s account and everything they supplied are gone. */
function withoutMember(ds: Dataset, userId: string): Dataset {
  const exts = ds.exts.filter((e) => e.uploadedBy !== userId);
  const extIds = new Set(exts.map((e) => e.id));
  return {
    ...ds,
    users: ds.users.filter((u) => u.id !== userId),
    collaborators: ds.collaborators.filter(([a, b]) => a !== userId && b !== userId),
    exts,
    connections: ds.connections.filter((c) => c.ownerUserId !== userId && (c.extendedNetworkId === null || extIds.has(c.extendedNetworkId))),
    experiences: ds.experiences.filter((e) => e.suppliedBy !== userId),
    educations: ds.educations.filter((e) => e.suppliedBy !== userId),
    coOccurrences: ds.coOccurrences.filter((c) => c.ownerUserId !== userId),
    userTags: ds.userTags.filter((t) => t.ownerUserId !== userId),
  };
}

/** The dataset once person `personId` is erased in every tenant. */
function withoutPerson(ds: Dataset, personId: string): Dataset {
  const exts = ds.exts.filter((e) => e.ownerPersonId !== personId);
  const extIds = new Set(exts.map((e) => e.id));
  return {
    ...ds,
    persons: ds.persons.filter((p) => p.id !== personId),
    exts,
    connections: ds.connections.filter((c) => c.personId !== personId && (c.extendedNetworkId === null || extIds.has(c.extendedNetworkId))),
    experiences: ds.experiences.filter((e) => e.personId !== personId),
    educations: ds.educations.filter((e) => e.personId !== personId),
    coOccurrences: ds.coOccurrences.filter((c) => c.personAId !== personId && c.personBId !== personId),
    userTags: ds.userTags.filter((t) => t.personId !== personId),
  };
}

async function agree(ds: Dataset, leadId: string, targetId: string) {
  const member = ds.users[0]!;
  const result = await computeLeadPaths(member.id, leadId);
  const team = (await loadTeam(member.id))!;
  const names = new Map(ds.persons.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => (id === team.memberPersonId ? "" : (names.get(id) ?? ""));
  expect(fromEngine(result)).toEqual(oraclePaths(ds, team, { targetId, today: today(), nameOf }));
  return result;
}

describe("the warm-path oracle after a deletion or an erasure", () => {
  it("agrees once a teammate's account is deleted", async () => {
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, fc.nat(), async ({ ds, targetIndex }, pick) => {
        if (ds.users.length < 2) return;
        await truncateAll(testDb());
        await insertDataset(ds);
        const targetId = ds.persons[targetIndex]!.id;
        const lead = await insertLead({ userId: ds.users[0]!.id, personId: targetId, name: ds.persons[targetIndex]!.name });
        const before = await agree(ds, lead.id, targetId);
        // A teammate who starts one of the paths, when there is one, so the deletion must show.
        const teammates = ds.users.slice(1);
        const origins = new Set(before.paths.map((p) => p.origin.id));
        const onPath = teammates.filter((u) => origins.has(u.personId));
        const choices = onPath.length ? onPath : teammates;
        const gone = choices[pick % choices.length]!;
        await deleteAccount(gone.id);
        const after = await agree(withoutMember(ds, gone.id), lead.id, targetId);
        // The deleted member is no longer in the team (their node may still be an extended network's owner).
        expect((await loadTeam(ds.users[0]!.id))!.userIds).not.toContain(gone.id);
        if (JSON.stringify(fromEngine(before)) !== JSON.stringify(fromEngine(after))) changed++;
      }),
      { numRuns: 12, seed: 31 },
    );
    expect(changed).toBeGreaterThan(0);
  }, 180_000);

  it("agrees once a person is erased", async () => {
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, fc.nat(), async ({ ds, targetIndex }, pick) => {
        const nodes = new Set(ds.users.map((u) => u.personId));
        const targetId = ds.persons[targetIndex]!.id;
        const erasable = ds.persons.filter((p) => !nodes.has(p.id) && p.id !== targetId);
        if (!erasable.length) return;
        await truncateAll(testDb());
        await insertDataset(ds);
        const lead = await insertLead({ userId: ds.users[0]!.id, personId: targetId, name: ds.persons[targetIndex]!.name });
        const before = await agree(ds, lead.id, targetId);
        // An introducer on one of the paths, when there is one, so the erasure must show.
        const introducers = new Set(before.paths.flatMap((p) => p.path.map((n) => n.id)));
        const onPath = erasable.filter((p) => introducers.has(p.id));
        const choices = onPath.length ? onPath : erasable;
        const erased = choices[pick % choices.length]!;
        await erasePerson({ linkedin_url: `https://www.linkedin.com/in/p-${erased.id}` }, ds.users[0]!.id);
        const after = await agree(withoutPerson(ds, erased.id), lead.id, targetId);
        expect(JSON.stringify(after)).not.toContain(erased.id);
        if (JSON.stringify(fromEngine(before)) !== JSON.stringify(fromEngine(after))) changed++;
      }),
      { numRuns: 12, seed: 31 },
    );
    expect(changed).toBeGreaterThan(0);
  }, 180_000);
});
