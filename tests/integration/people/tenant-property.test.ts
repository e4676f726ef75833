import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { coOccurrences, connections, educations, experiences, extendedNetworks, personProfiles, tags, userTags } from "@/lib/db/schema";
import { computeLeadPaths } from "@/lib/pipeline/lead-paths";
import { listTeamMemberIds } from "@/lib/collaborators/service";
import { readPersonCards } from "@/lib/people/service";
import { createUser } from "@/tests/helpers/factories";
import { truncateAll } from "@/tests/helpers/test-db";
import { testDb } from "@/tests/helpers/setup-integration";
import { datasetArb, uuid } from "@/tests/unit/paths/support/generate";
import { insertDataset, insertLead } from "../paths/support/load";

// The cross-tenant rule as a property (DESIGN §1, §5): for a generated team and an unrelated tenant
// who then supplies generated facts about the same people (names, current jobs at the team's
// companies, schools, connections, co-occurrences, tags, an extended network), the team's warm
// paths and the names it reads are exactly what they were before.

const MARK = "Zsecret";
const COMPANIES = [
  ["acme", "Acme"],
  ["globex", "Globex"],
  ["initech", "Initech"],
] as const;

const outsiderArb = fc.record({
  named: fc.array(fc.nat(11), { maxLength: 8 }),
  jobs: fc.array(fc.tuple(fc.nat(11), fc.nat(2), fc.boolean()), { maxLength: 10 }),
  schools: fc.array(fc.nat(11), { maxLength: 4 }),
  knows: fc.array(fc.nat(11), { maxLength: 8 }),
  pairs: fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { maxLength: 4 }),
  extOwner: fc.option(fc.nat(11), { nil: undefined }),
});

async function snapshot(memberId: string, leadId: string, personIds: string[]) {
  const { computed_at: _t, ...paths } = await computeLeadPaths(memberId, leadId);
  const cards = await readPersonCards({ userId: memberId, teamIds: await listTeamMemberIds(memberId) }, personIds);
  return { paths, names: [...cards.values()].map((c) => [c.id, c.name, c.role, c.company]).sort() };
}

describe("an unrelated tenant's uploads change nothing another team sees or uses", () => {
  it("holds for generated teams and generated uploads", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(datasetArb, outsiderArb, async ({ ds, targetIndex }, out) => {
        await truncateAll(testDb());
        await insertDataset(ds);
        const member = ds.users[0]!;
        const target = ds.persons[targetIndex]!;
        const lead = await insertLead({ userId: member.id, personId: target.id, name: target.name, company: "Acme" });
        const ids = ds.persons.map((p) => p.id);
        const before = await snapshot(member.id, lead.id, ids);
        if (before.paths.paths.length) nonEmpty++;

        // The outsider: a new account, in no team with anyone of `ds`.
        const a = await createUser({ id: uuid(9, 1), name: `Outsider ${MARK}` });
        const person = (n: number) => ds.persons[n % ds.persons.length]!.id;
        const named = [...new Set(out.named.map(person))];
        if (named.length) await db.insert(personProfiles).values(named.map((p) => ({ personId: p, suppliedBy: a.id, source: "connections", fullName: `${MARK} Name`, headline: `${MARK} Head` })));
        for (const [p, c, current] of out.jobs) {
          const [key, name] = COMPANIES[c]!;
          await db.insert(experiences).values({ personId: person(p), suppliedBy: a.id, companyKey: key, company: name, title: `${MARK} Title`, fromDate: "2001-01-01", toDate: current ? null : "2025-12-01", isCurrent: current });
        }
        for (const p of out.schools) await db.insert(educations).values({ personId: person(p), suppliedBy: a.id, schoolKey: "mit", school: "MIT", fromYear: 2000, toYear: 2012 });
        const knows = [...new Set(out.knows.map(person))];
        if (knows.length) await db.insert(connections).values(knows.map((p) => ({ ownerUserId: a.id, personId: p, sources: ["linkedin"], connectedOn: "2020-01-01", emailCount: 30, meetingCount: 9 })));
        const pairs = [...new Map(out.pairs.map(([x, y]) => [person(x), person(y)] as const).filter(([x, y]) => x !== y).map(([x, y]) => (x < y ? [x, y] : [y, x])).map(([x, y]) => [`${x}|${y}`, [x, y] as const])).values()];
        if (pairs.length) await db.insert(coOccurrences).values(pairs.map(([x, y]) => ({ ownerUserId: a.id, personAId: x, personBId: y, emailThreads: 40, meetings: 9, lastAt: new Date() })));
        if (knows.length) {
          const [tag] = await db.insert(tags).values({ tag: `${MARK} Tag`, tagColour: "#000000", tagScore: 10, isSystem: false }).returning();
          await db.insert(userTags).values(knows.map((p) => ({ ownerUserId: a.id, personId: p, tagId: tag!.id, status: "accepted" as const })));
        }
        if (out.extOwner !== undefined) {
          const [ext] = await db.insert(extendedNetworks).values({ ownerPersonId: person(out.extOwner), uploadedBy: a.id, name: `${MARK} Ext` }).returning();
          const others = ids.filter((p) => p !== person(out.extOwner!));
          await db.insert(connections).values(others.map((p) => ({ extendedNetworkId: ext!.id, personId: p, sources: ["linkedin"], connectedOn: "2020-01-01" })));
        }

        const after = await snapshot(member.id, lead.id, ids);
        expect(JSON.stringify(after)).not.toContain(MARK);
        expect(after).toEqual(before);
      }),
      { numRuns: 20 },
    );
    expect(nonEmpty).toBeGreaterThan(3);
  }, 120_000);
});
