import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { connections, educations, experiences, extendedNetworks, persons } from "@/lib/db/schema";
import { findWarmPaths, orderPaths, scorePath, type EngineResult } from "@/lib/paths/engine";
import { loadTeam, sqlGraphSource } from "@/lib/paths/queries";
import { createUser } from "@/tests/helpers/factories";
import { oraclePaths } from "@/tests/unit/paths/support/oracle";
import { insertDataset, ldbcDataset } from "./support/load";

// The network fact index (migration 0004) is derived data kept by triggers: after any change to
// connections, experiences or educations it must equal the join it copies.

type Row = Record<string, unknown>;
async function all(q: ReturnType<typeof sql>): Promise<string[]> {
  const r = (await db.execute(q)) as unknown as { rows: Row[] };
  return r.rows.map((x) => JSON.stringify(x)).sort();
}

async function expectIndexEqualsJoin() {
  const indexedExps = await all(sql`select connection_id, experience_id, owner_id, person_id, company, company_key, title,
    from_date::text, to_date::text, is_current from network_experiences`);
  const joinedExps = await all(sql`select c.id as connection_id, e.id as experience_id, coalesce(c.owner_user_id, c.extended_network_id) as owner_id,
    c.person_id, e.company, e.company_key, e.title, e.from_date::text, e.to_date::text, e.is_current
    from connections c join experiences e on e.person_id = c.person_id`);
  expect(indexedExps).toEqual(joinedExps);
  const indexedEdus = await all(sql`select connection_id, education_id, owner_id, person_id, school, school_key, from_year, to_year from network_educations`);
  const joinedEdus = await all(sql`select c.id as connection_id, d.id as education_id, coalesce(c.owner_user_id, c.extended_network_id) as owner_id,
    c.person_id, d.school, d.school_key, d.from_year, d.to_year from connections c join educations d on d.person_id = c.person_id`);
  expect(indexedEdus).toEqual(joinedEdus);
  return { experiences: indexedExps.length, educations: indexedEdus.length };
}

async function person(name: string) {
  const [p] = await db.insert(persons).values({ fullName: name }).returning();
  return p!;
}

describe("network fact index", () => {
  it("follows every insert, update and delete of connections, experiences and educations", async () => {
    const alice = await createUser({ name: "Alice" });
    const bob = await createUser({ name: "Bob" });
    const ann = await person("Ann");
    const ben = await person("Ben");
    const cat = await person("Cat");
    const owner = await person("Portfolio Owner");
    const [ext] = await db.insert(extendedNetworks).values({ uploadedBy: alice.id, ownerPersonId: owner.id, name: "Portfolio" }).returning();

    // Facts before the connection, and a connection before the facts.
    await db.insert(experiences).values({ personId: ann.id, company: "Acme", companyKey: "acme", title: "CTO", fromDate: "2019-01-01", isCurrent: true });
    const [annByAlice] = await db.insert(connections).values({ ownerUserId: alice.id, personId: ann.id, sources: ["linkedin"] }).returning();
    await db.insert(connections).values([
      { ownerUserId: bob.id, personId: ann.id, sources: ["linkedin"] },
      { ownerUserId: alice.id, personId: ben.id, sources: ["linkedin"] },
      { extendedNetworkId: ext!.id, personId: ben.id, sources: ["linkedin"] },
    ]);
    const [benJob] = await db
      .insert(experiences)
      .values({ personId: ben.id, company: "Globex", companyKey: "globex", fromDate: "2010-01-01", toDate: "2014-06-01" })
      .returning();
    await db.insert(educations).values({ personId: ben.id, school: "MIT", schoolKey: "mit", fromYear: 2005, toYear: 2009 });
    expect(await expectIndexEqualsJoin()).toEqual({ experiences: 4, educations: 2 });

    // An upsert of interaction counts (the sync) changes no copy; facts edited in place do.
    await db.update(connections).set({ emailCount: 7 }).where(eq(connections.id, annByAlice!.id));
    await db.update(experiences).set({ company: "Globex Corp", companyKey: "globex corp", toDate: "2015-01-01" }).where(eq(experiences.id, benJob!.id));
    await db.update(educations).set({ toYear: 2010 }).where(eq(educations.personId, ben.id));
    await expectIndexEqualsJoin();

    // A fact moved to another person, a connection moved to another person or owner.
    await db.update(experiences).set({ personId: ann.id }).where(eq(experiences.id, benJob!.id));
    await db.insert(educations).values({ personId: cat.id, school: "Yale", schoolKey: "yale", fromYear: 2001, toYear: 2005 });
    await db.update(connections).set({ personId: cat.id }).where(eq(connections.id, annByAlice!.id));
    await expectIndexEqualsJoin();

    // Deletes cascade: a connection, an experience, a whole person, an extended network.
    await db.delete(connections).where(eq(connections.ownerUserId, bob.id));
    await db.delete(experiences).where(eq(experiences.id, benJob!.id));
    await expectIndexEqualsJoin();
    await db.delete(extendedNetworks).where(eq(extendedNetworks.id, ext!.id));
    await db.delete(persons).where(eq(persons.id, ben.id));
    expect(await expectIndexEqualsJoin()).toEqual({ experiences: 0, educations: 1 }); // Cat's school, through Alice
    await db.delete(persons).where(eq(persons.id, cat.id));
    expect(await expectIndexEqualsJoin()).toEqual({ experiences: 0, educations: 0 });
  });

  it("gives the engine the same paths whichever side it reads the facts from (LDBC graph, SQL)", async () => {
    const ds = ldbcDataset();
    await insertDataset(ds);
    await expectIndexEqualsJoin();
    const member = ds.users[0]!;
    const team = (await loadTeam(member.id))!;
    const names = new Map(ds.persons.map((p) => [p.id, p.name]));
    const nameOf = (id: string) => (id === team.memberPersonId ? "" : (names.get(id) ?? ""));
    const now = new Date();
    const shape = (r: EngineResult) =>
      orderPaths(r.paths, nameOf).map((p) => ({ nodes: p.nodes, highestTags: scorePath(p).highestTags, evidence: p.segments.map((s) => s.map((x) => x.evidence)) }));
    let total = 0;
    for (const i of [5, 40, 120]) {
      const targetId = ds.persons[i]!.id;
      const run = (originSideMin?: number) => findWarmPaths({ source: sqlGraphSource(), team, targetId, now, originSideMin });
      const byPerson = shape(await run(Number.MAX_SAFE_INTEGER));
      const byOrigins = shape(await run(0));
      expect(byOrigins).toEqual(byPerson);
      const oracle = oraclePaths(ds, team, { targetId, today: now.toISOString().slice(0, 10), nameOf });
      expect(byPerson.map((p) => p.nodes)).toEqual(oracle.map((p) => p.nodes));
      total += byPerson.length;
    }
    expect(total).toBeGreaterThan(10);
  }, 120_000);
});
