import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, connections, educations, experiences, factChanges, factVersions, personProfiles, persons } from "@/lib/db/schema";
import { computeMap } from "@/lib/paths/company-map";
import { takeSnapshot } from "@/lib/paths/queries";
import { requireTeam } from "@/lib/paths/service";
import { createUser } from "@/tests/helpers/factories";

// The log of which people each write of a teammate's facts named (fact_changes, migration 0033): the
// statement triggers that renew a supplier's facts token write, under the new token, one row per
// person the statement's rows name — whoever writes (plain statements here, as any writer). A list of
// a company's people kept under an earlier token is brought up to date by reading those people only;
// a writer whose earlier token the log no longer holds has all their people read again.

async function tokenOf(userId: string) {
  const [v] = await db.select().from(factVersions).where(eq(factVersions.userId, userId));
  return v?.token;
}

/** The log's rows written since `after` (an id), as `supplier person token` in id order. */
async function loggedAfter(after: number) {
  const list = await db.select().from(factChanges).where(sql`${factChanges.id} > ${after}`).orderBy(factChanges.id);
  return list.map((r) => ({ userId: r.userId, personId: r.personId, token: r.token }));
}

const lastId = async () => (await db.select({ id: sql<number | null>`max(${factChanges.id})::int` }).from(factChanges))[0]?.id ?? 0;

describe("the log of which people the team's facts writes named", () => {
  it("names each person a statement's rows name, under the token it gave their supplier, for jobs, schools and names alike", async () => {
    const [mate, other] = await Promise.all([createUser({ name: "Mate" }), createUser({ name: "Other" })]);
    const [p, q, r] = await db.insert(persons).values([{ slug: "log-p" }, { slug: "log-q" }, { slug: "log-r" }]).returning({ id: persons.id });
    const job = (personId: string, suppliedBy: string) => ({ personId, suppliedBy, company: "Acme", companyKey: "acme", isCurrent: true });
    const expectLogged = async (since: number, want: [string, string][]) => {
      const rows = await loggedAfter(since);
      expect(rows.map((x) => [x.userId, x.personId].join(" ")).sort()).toEqual(want.map((w) => w.join(" ")).sort());
      // Each row carries its supplier's token as the statement left it (the last statement's, here).
      for (const x of rows) expect(x.token).toBe(await tokenOf(x.userId));
    };

    // An import's statement: two people of the mate's, one of another supplier's — each under its own token.
    let since = await lastId();
    await db.insert(experiences).values([job(p!.id, mate.id), job(q!.id, mate.id), job(r!.id, other.id), { ...job(p!.id, mate.id), company: "Globex", companyKey: "globex" }]);
    await expectLogged(since, [
      [mate.id, p!.id],
      [mate.id, q!.id],
      [other.id, r!.id],
    ]);

    // An update names both the person a row left and the one it moved to (a merge of duplicates).
    since = await lastId();
    await db.update(experiences).set({ personId: r!.id }).where(and(eq(experiences.personId, q!.id), eq(experiences.suppliedBy, mate.id)));
    const moved = await loggedAfter(since);
    expect(new Set(moved.map((x) => x.personId))).toEqual(new Set([q!.id, r!.id]));
    expect(new Set(moved.map((x) => x.userId))).toEqual(new Set([mate.id]));

    // A deletion, a school, a name added, renamed and deleted.
    since = await lastId();
    await db.delete(experiences).where(and(eq(experiences.personId, p!.id), eq(experiences.companyKey, "globex")));
    await expectLogged(since, [[mate.id, p!.id]]);
    since = await lastId();
    await db.insert(educations).values({ personId: q!.id, suppliedBy: mate.id, school: "MIT", schoolKey: "mit" });
    await expectLogged(since, [[mate.id, q!.id]]);
    since = await lastId();
    await db.insert(personProfiles).values({ personId: p!.id, suppliedBy: other.id, source: "manual", fullName: "Pat" });
    await expectLogged(since, [[other.id, p!.id]]);
    since = await lastId();
    await db.update(personProfiles).set({ fullName: "Patricia" }).where(eq(personProfiles.personId, p!.id));
    await expectLogged(since, [[other.id, p!.id]]);
    // A profile moved to another supplier: both owners, each beside the person.
    since = await lastId();
    await db.update(personProfiles).set({ suppliedBy: mate.id }).where(eq(personProfiles.personId, p!.id));
    expect((await loggedAfter(since)).map((x) => [x.userId, x.personId].join(" ")).sort()).toEqual([`${mate.id} ${p!.id}`, `${other.id} ${p!.id}`].sort());
    since = await lastId();
    await db.delete(personProfiles).where(eq(personProfiles.personId, p!.id));
    await expectLogged(since, [[mate.id, p!.id]]);

    // A statement naming more than 100 of one supplier's people (an import's batch): one row without
    // a person for that supplier (read all of theirs), the others' people as ever.
    const many = await db.insert(persons).values(Array.from({ length: 101 }, (_, i) => ({ slug: `log-many-${i}` }))).returning({ id: persons.id });
    since = await lastId();
    await db.insert(experiences).values([...many.map((m) => job(m.id, mate.id)), job(many[0]!.id, other.id)]);
    expect((await loggedAfter(since)).map((x) => `${x.userId} ${x.personId}`).sort()).toEqual([`${mate.id} null`, `${other.id} ${many[0]!.id}`].sort());

    // A profile written again unchanged renews nothing and names no one.
    await db.insert(personProfiles).values({ personId: q!.id, suppliedBy: mate.id, source: "manual", fullName: "Quinn", updatedAt: new Date("2026-01-01") });
    since = await lastId();
    await db.update(personProfiles).set({ fullName: "Quinn", updatedAt: new Date("2026-01-01") }).where(eq(personProfiles.personId, q!.id));
    expect(await loggedAfter(since)).toEqual([]);
  });

  it("orders a supplier's rows as their writes commit: a transaction's rows come after the writes it waited for", async () => {
    const mate = await createUser({ name: "Mate" });
    const [p, q] = await db.insert(persons).values([{ slug: "log-order-p" }, { slug: "log-order-q" }]).returning({ id: persons.id });
    const since = await lastId();
    // Two statements in one transaction: two tokens, the later one's rows last, and only it outlives the commit.
    await db.transaction(async (tx) => {
      await tx.insert(experiences).values({ personId: p!.id, suppliedBy: mate.id, company: "Acme", companyKey: "acme", isCurrent: true });
      await tx.insert(educations).values({ personId: q!.id, suppliedBy: mate.id, school: "MIT", schoolKey: "mit" });
    });
    const rows = await loggedAfter(since);
    expect(rows.map((x) => x.personId)).toEqual([p!.id, q!.id]);
    expect(rows[1]!.token).toBe(await tokenOf(mate.id));
    expect(rows[0]!.token).not.toBe(rows[1]!.token);
  });

  it("brings a kept company list up to date by reading only the people written since — all of a writer's once the log lost their token or after an import", async () => {
    const member = await createUser({ name: "Member" });
    const mate = await createUser({ name: "Mate" });
    await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
    const [a, b] = await db.insert(persons).values([{ slug: "log-kept-a" }, { slug: "log-kept-b" }]).returning({ id: persons.id });
    await db.insert(experiences).values([a!, b!].map((p) => ({ personId: p.id, suppliedBy: mate.id, company: "Acme", companyKey: "acme", title: "Engineer", isCurrent: true })));
    await db.insert(connections).values([a!, b!].map((p) => ({ ownerUserId: member.id, personId: p.id, sources: ["linkedin"] })));
    const titles = async () => {
      const team = await requireTeam(member.id);
      const map = await computeMap(team, await takeSnapshot(team), "acme");
      return Object.fromEntries(map!.people.map((p) => [p.personId, p.role]));
    };
    expect(await titles()).toEqual({ [a!.id]: "Engineer", [b!.id]: "Engineer" });

    // B's title changes with no trigger to see it (nothing in the product writes this way): no token
    // renewed, nothing logged. Then an ordinary write of A's title: only A is read again, so B's
    // title as kept stays — the proof that the log, not the writer's people, chose who was read.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(experiences).set({ title: "VP Sales" }).where(eq(experiences.personId, b!.id));
    });
    await db.update(experiences).set({ title: "CTO" }).where(eq(experiences.personId, a!.id));
    expect(await titles()).toEqual({ [a!.id]: "CTO", [b!.id]: "Engineer" });

    // Someone new at the company (an import's row): named by the log, not on the list, placed there now.
    const [c] = await db.insert(persons).values({ slug: "log-kept-c" }).returning({ id: persons.id });
    await db.insert(connections).values({ ownerUserId: member.id, personId: c!.id, sources: ["linkedin"] });
    await db.insert(experiences).values([
      { personId: c!.id, suppliedBy: mate.id, company: "Acme", companyKey: "acme", title: "Designer", isCurrent: true },
      { personId: a!.id, suppliedBy: mate.id, company: "Globex", companyKey: "globex", title: "Advisor", isCurrent: true },
    ]);
    expect(await titles()).toEqual({ [a!.id]: "CTO", [b!.id]: "Engineer", [c!.id]: "Designer" });

    // The log pruned past the mate's token: their next write has every person of theirs read again.
    await db.delete(factChanges).where(eq(factChanges.userId, mate.id));
    await db.update(experiences).set({ title: "CEO" }).where(eq(experiences.personId, a!.id));
    expect(await titles()).toEqual({ [a!.id]: "CEO", [b!.id]: "VP Sales", [c!.id]: "Designer" });

    // An import's batch of the mate's (more than 100 people, elsewhere): logged without its people,
    // so every person of the mate's is read again, B's unseen change with them.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(experiences).set({ title: "Director" }).where(eq(experiences.personId, b!.id));
    });
    const batch = await db.insert(persons).values(Array.from({ length: 101 }, (_, i) => ({ slug: `log-kept-batch-${i}` }))).returning({ id: persons.id });
    await db.insert(experiences).values(batch.map((p) => ({ personId: p.id, suppliedBy: mate.id, company: "Initech", companyKey: "initech", title: "Analyst", isCurrent: true })));
    expect(await titles()).toEqual({ [a!.id]: "CEO", [b!.id]: "Director", [c!.id]: "Designer" });
  });
});
