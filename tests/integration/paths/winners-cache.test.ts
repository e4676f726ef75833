import { describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, educations, experiences, persons } from "@/lib/db/schema";
import { liveSnapshot, sqlGraphSource, takeSnapshot } from "@/lib/paths/queries";
import { loadTeam } from "@/lib/paths/team";
import { createUser } from "@/tests/helpers/factories";
import { seededRandom } from "@/tests/helpers/seeded";

// The engine keeps each team's contested people (facts from two or more teammates) and their winner
// between searches, and must see every change of a teammate's facts at once: a new fact, a deleted
// one, a fact moved — whoever writes it (here: plain inserts and deletes, as any writer would).

async function companiesSeen(viewerId: string, personId: string) {
  const team = (await loadTeam(viewerId))!; // a new Team and snapshot per search, as the service takes them
  const source = sqlGraphSource(await takeSnapshot(team));
  const facts = await source.experiencesOf(team, [personId]);
  const atKey = await source.experiencesAt(team, ["acme", "globex"]);
  return { of: (facts.get(personId) ?? []).map((f) => f.company).sort(), at: atKey.filter((r) => r.personId === personId).map((r) => r.fact.company).sort() };
}

const job = (personId: string, suppliedBy: string, company: string, createdAt: Date) => ({
  personId,
  suppliedBy,
  company,
  companyKey: company.toLowerCase(),
  title: "Engineer",
  isCurrent: true,
  createdAt,
});

describe("the team's winning suppliers, kept between searches", () => {
  it("follows every write of a teammate's facts: the member's own first, then the most recent", async () => {
    const member = await createUser({ name: "Member" });
    const mate = await createUser({ name: "Mate" });
    await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
    const [p] = await db.insert(persons).values({ slug: "winner-cache-p" }).returning();
    // Make P part of the team network (the mate's connection), so experiencesAt keeps them.
    const { connections } = await import("@/lib/db/schema");
    await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"] });

    await db.insert(experiences).values(job(p!.id, mate.id, "Globex", new Date("2026-01-02")));
    expect(await companiesSeen(member.id, p!.id)).toEqual({ of: ["Globex"], at: ["Globex"] });

    // The member supplies facts too: theirs win for the member, the mate's for the mate.
    await db.insert(experiences).values(job(p!.id, member.id, "Acme", new Date("2026-01-01")));
    expect(await companiesSeen(member.id, p!.id)).toEqual({ of: ["Acme"], at: ["Acme"] });
    expect(await companiesSeen(mate.id, p!.id)).toEqual({ of: ["Globex"], at: ["Globex"] });

    // A write of the network only (a new connection of the mate's) keeps the winners as they were…
    const [q] = await db.insert(persons).values({ slug: "winner-cache-q" }).returning();
    await db.insert(connections).values({ ownerUserId: mate.id, personId: q!.id, sources: ["linkedin"] });
    expect(await companiesSeen(member.id, p!.id)).toEqual({ of: ["Acme"], at: ["Acme"] });
    expect(await companiesSeen(mate.id, p!.id)).toEqual({ of: ["Globex"], at: ["Globex"] });

    // …and a write of facts after it is seen at once. The member's facts go: the mate's are the team's again.
    await db.delete(experiences).where(and(eq(experiences.personId, p!.id), eq(experiences.suppliedBy, member.id)));
    expect(await companiesSeen(member.id, p!.id)).toEqual({ of: ["Globex"], at: ["Globex"] });

    // A third teammate of the mate only: for the mate, the most recent supplier wins.
    const third = await createUser({ name: "Third" });
    await db.insert(collaborators).values({ inviterId: mate.id, inviteeId: third.id });
    await db.insert(experiences).values(job(p!.id, third.id, "Acme", new Date("2026-02-01")));
    expect(await companiesSeen(mate.id, p!.id)).toEqual({ of: ["Globex"], at: ["Globex"] }); // the mate's own
    expect(await companiesSeen(third.id, p!.id)).toEqual({ of: ["Acme"], at: ["Acme"] }); // third's own
    // Seen by the member (team: member + mate), the third is no teammate: the mate's facts.
    expect(await companiesSeen(member.id, p!.id)).toEqual({ of: ["Globex"], at: ["Globex"] });

    // An update that moves a fact to another supplier counts for both.
    await db.update(experiences).set({ suppliedBy: member.id, createdAt: new Date("2026-03-01") }).where(eq(experiences.suppliedBy, third.id));
    expect(await companiesSeen(member.id, p!.id)).toEqual({ of: ["Acme"], at: ["Acme"] });
    expect(await companiesSeen(third.id, p!.id)).toEqual({ of: ["Globex"], at: ["Globex"] }); // the mate's, third has none left
  });

  it("picks the rows a company map reads without its own people by those people's winners, with or without the team's kept", async () => {
    const member = await createUser({ name: "Member" });
    const mate = await createUser({ name: "Mate" });
    await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
    const [c, own] = await db.insert(persons).values([{ slug: "winners-among-c" }, { slug: "winners-among-own" }]).returning();
    const { connections } = await import("@/lib/db/schema");
    await db.insert(connections).values({ ownerUserId: mate.id, personId: c!.id, sources: ["linkedin"] });
    // The member says Globex (older), the mate Initech (newer): each one's own facts win in their view.
    await db.insert(experiences).values([job(c!.id, member.id, "Globex", new Date("2026-01-01")), job(c!.id, mate.id, "Initech", new Date("2026-02-01"))]);
    const companiesOfC = async (viewerId: string, keptFirst: boolean) => {
      (globalThis as unknown as { __scubaTeamStore: WeakMap<object, unknown> }).__scubaTeamStore.delete((await import("@/lib/db")).dbHandle());
      const team = (await loadTeam(viewerId))!;
      const snap = await takeSnapshot(team);
      if (keptFirst) await snap.winners(); // the team's winners, as a process that read them keeps them
      const rows = await sqlGraphSource(snap).experiencesAt(team, ["globex", "initech"], new Set([own!.id]));
      return rows.filter((r) => r.personId === c!.id).map((r) => r.fact.company);
    };
    for (const keptFirst of [false, true]) {
      expect(await companiesOfC(member.id, keptFirst)).toEqual(["Globex"]);
      expect(await companiesOfC(mate.id, keptFirst)).toEqual(["Initech"]);
    }
  });

  // After a write of some teammates' facts, the kept winners are read again for those teammates'
  // people only (snapshot.ts, `readWinnersAfter`): after every kind of write, each winner read from
  // scratch is the kept one, and a kept entry beyond those names the person's only supplier now
  // (a teammate who was not the winner deleted their facts), whose rows are kept anyway.
  it.each([11, 29, 47])("after each write of facts, agrees with the winners read from scratch (seed %i)", async (seed) => {
    const rand = seededRandom(seed);
    const team = await Promise.all(["Member", "Mate A", "Mate B", "Mate C"].map((name) => createUser({ name })));
    await db.insert(collaborators).values(team.slice(1).map((u) => ({ inviterId: team[0]!.id, inviteeId: u.id })));
    const people = await db
      .insert(persons)
      .values(Array.from({ length: 12 }, (_, i) => ({ slug: `winners-after-${seed}-${i}` })))
      .returning({ id: persons.id });
    const at = () => new Date(Date.UTC(2026, 0, 1 + rand(5))); // few distinct times: ties are decided by supplier
    const fact = () => ({ personId: people[rand(people.length)]!.id, suppliedBy: team[rand(team.length)]!.id, createdAt: at() });
    const addJob = () => db.insert(experiences).values({ ...fact(), company: "Acme", companyKey: "acme", isCurrent: true });
    const addSchool = () => db.insert(educations).values({ ...fact(), school: "MIT", schoolKey: "mit" });
    for (let i = 0; i < 20; i++) await (i % 3 ? addJob() : addSchool());

    const winnersOf = async (viewer: (typeof team)[number], kept: boolean) => {
      const t = (await loadTeam(viewer.id))!;
      return (kept ? await takeSnapshot(t) : liveSnapshot(t)).winners();
    };
    const suppliersOf = async (table: typeof experiences | typeof educations, userIds: string[]) => {
      const list = await db
        .selectDistinct({ personId: table.personId, suppliedBy: table.suppliedBy })
        .from(table)
        .where(and(inArray(table.personId, people.map((p) => p.id)), inArray(table.suppliedBy, userIds)));
      const by = new Map<string, string[]>();
      for (const r of list) by.set(r.personId, [...(by.get(r.personId) ?? []), r.suppliedBy]);
      return by;
    };
    const writes: (() => Promise<unknown>)[] = [
      addJob,
      addSchool,
      async () => {
        const all = await db.select({ id: experiences.id }).from(experiences).where(inArray(experiences.personId, people.map((p) => p.id)));
        if (all.length) await db.delete(experiences).where(eq(experiences.id, all[rand(all.length)]!.id));
      },
      async () => {
        const all = await db.select({ id: educations.id }).from(educations).where(inArray(educations.personId, people.map((p) => p.id)));
        if (all.length) await db.delete(educations).where(eq(educations.id, all[rand(all.length)]!.id));
      },
      async () => {
        // A fact moved to another teammate (both tokens renewed).
        const all = await db.select({ id: experiences.id }).from(experiences).where(inArray(experiences.personId, people.map((p) => p.id)));
        if (all.length) await db.update(experiences).set({ suppliedBy: team[rand(team.length)]!.id, createdAt: at() }).where(eq(experiences.id, all[rand(all.length)]!.id));
      },
      // Everything one teammate supplied about one person goes (a deletion of their contact).
      () => db.delete(experiences).where(and(eq(experiences.personId, people[rand(people.length)]!.id), eq(experiences.suppliedBy, team[rand(team.length)]!.id))),
    ];
    for (const viewer of team) await winnersOf(viewer, true); // kept now, for each viewer's team view
    let contestedSeen = 0;
    for (let step = 0; step < 30; step++) {
      await writes[rand(writes.length)]!();
      // Sometimes two writes before the next read: the tokens of both are compared.
      if (rand(3) === 0) await writes[rand(writes.length)]!();
      for (const viewer of [team[0]!, team[1 + rand(3)]!]) {
        const fromScratch = await winnersOf(viewer, false);
        const kept = await winnersOf(viewer, true);
        const userIds = (await loadTeam(viewer.id))!.userIds;
        for (const [table, exact, mine] of [[experiences, fromScratch.exps, kept.exps], [educations, fromScratch.edus, kept.edus]] as const) {
          for (const [person, winner] of exact) expect(mine.get(person), `seed ${seed}, step ${step}`).toBe(winner);
          const suppliers = await suppliersOf(table, userIds);
          for (const [person, winner] of mine) if (!exact.has(person)) expect(suppliers.get(person), `seed ${seed}, step ${step}`).toEqual([winner]);
          contestedSeen += exact.size;
        }
      }
    }
    expect(contestedSeen).toBeGreaterThan(0);
  });
});
