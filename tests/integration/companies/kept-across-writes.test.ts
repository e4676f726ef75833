import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { db, dbHandle } from "@/lib/db";
import { collaborators, connections, educations, experiences, factChanges, networkChanges, personProfiles, persons } from "@/lib/db/schema";
import { companyMaps } from "@/lib/db/schema";
import { computeMap, wayIn, type CompanyMap } from "@/lib/paths/company-map";
import { storeMemberMaps } from "@/lib/paths/company-map-kept";
import { markMapsOpened, takeSnapshot, TeamSnapshot } from "@/lib/paths/queries";
import { requireTeam } from "@/lib/paths/service";
import { createUser } from "../../helpers/factories";
import { seededRandom } from "../../helpers/seeded";

// A company map computed in the seconds after a write, from what the process kept before it: a
// company's people's facts and names (brought up to date for the people the teammates' writes named,
// or all of a teammate's the log lost: lib/paths/company-facts.ts) and the team's connections to them
// (likewise, for the owners whose connections changed: queries/graph.ts `keptIncoming`). After every
// kind of write — a job, a school or a name added, changed, moved to another teammate or deleted; a
// connection added, deleted or marked private — the map must be the one computed by a process that
// kept nothing.

type Store = WeakMap<object, unknown>;
const store = () => (globalThis as unknown as { __scubaTeamStore: Store }).__scubaTeamStore;

/** The map as a process that kept nothing computes it, leaving what this process keeps as it was. */
async function fromScratch(userId: string, key: string) {
  const kept = store().get(dbHandle());
  store().delete(dbHandle());
  try {
    return await mapOf(userId, key);
  } finally {
    if (kept) store().set(dbHandle(), kept);
    else store().delete(dbHandle());
  }
}

async function mapOf(userId: string, key: string) {
  const team = await requireTeam(userId);
  return shape(await computeMap(team, await takeSnapshot(team), key));
}

/** Everything a page of the map can show, and its order. */
function shape(map: CompanyMap | null) {
  if (!map) return null;
  return {
    company: map.company,
    knownBy: map.knownBy.map((o) => o.id).sort(),
    people: map.people.map((p) => {
      const way = wayIn(map, p);
      return [p.rank, p.personId, p.name, p.role, p.current, p.strength, p.path?.nodes.join(">") ?? null, way?.score ?? null, way?.reason ?? null].join(" | ");
    }),
  };
}

/**
 * A team of three and fourteen people with random jobs, schools, names and connections (from `seed`),
 * and every kind of write to make at random.
 */
async function randomTeam(seed: number) {
  const rand = seededRandom(seed);
  const pick = <T,>(list: readonly T[]) => list[rand(list.length)]!;
  const team = await Promise.all(["Member", "Mate A", "Mate B"].map((name) => createUser({ name })));
  await db.insert(collaborators).values(team.slice(1).map((u) => ({ inviterId: team[0]!.id, inviteeId: u.id })));
  const people = await db
    .insert(persons)
    .values(Array.from({ length: 14 }, (_, i) => ({ slug: `kept-writes-${seed}-${i}` })))
    .returning({ id: persons.id });
  const ids = people.map((p) => p.id);
  const companies = ["Acme", "Globex", "Initech"];
  const at = () => new Date(Date.UTC(2026, 0, 1 + rand(4))); // few distinct times: ties are decided by supplier
  const year = () => 2008 + rand(14);
  const job = () => {
    const from = year();
    const ended = rand(3) === 0;
    return {
      personId: pick(ids),
      suppliedBy: pick(team).id,
      company: pick(companies),
      title: pick(["VP Sales", "Engineer", "Director", null]),
      fromDate: `${from}-0${1 + rand(9)}-01`,
      toDate: ended ? `${from + 1 + rand(3)}-06-01` : null,
      isCurrent: !ended,
      createdAt: at(),
    };
  };
  const addJob = async () => {
    const j = job();
    await db.insert(experiences).values({ ...j, companyKey: j.company.toLowerCase() });
  };
  const addSchool = () => db.insert(educations).values({ personId: pick(ids), suppliedBy: pick(team).id, school: "MIT", schoolKey: "mit", fromYear: 2004, toYear: 2008, createdAt: at() });
  const setName = () =>
    db
      .insert(personProfiles)
      .values({ personId: pick(ids), suppliedBy: pick(team).id, source: "manual", fullName: `Name ${rand(100)}`, updatedAt: at() })
      .onConflictDoUpdate({ target: [personProfiles.personId, personProfiles.suppliedBy], set: { fullName: `Name ${rand(100)}`, updatedAt: at() } });
  const connect = () => db.insert(connections).values({ ownerUserId: pick(team).id, personId: pick(ids), sources: [pick(["linkedin", "gmail"])], connectedOn: `${year()}-03-01`, meetingCount: rand(3) * 3 }).onConflictDoNothing();
  const one = async <T extends typeof experiences | typeof educations | typeof connections | typeof personProfiles>(table: T) => {
    const list = (await db.select().from(table as typeof experiences).where(inArray((table as typeof experiences).personId, ids))) as unknown as Record<string, unknown>[];
    return list.length ? list[rand(list.length)]! : null;
  };
  for (let i = 0; i < 40; i++) await [addJob, addJob, addSchool, setName, connect, connect][i % 6]!();

  const writes: (() => Promise<unknown>)[] = [
    addJob,
    addSchool,
    setName,
    connect,
    async () => {
      const r = await one(experiences);
      if (r) await db.delete(experiences).where(eq(experiences.id, r.id as string));
    },
    async () => {
      const r = await one(educations);
      if (r) await db.delete(educations).where(eq(educations.id, r.id as string));
    },
    async () => {
      // A job moved to another teammate (both tokens renewed), or to another company.
      const r = await one(experiences);
      if (r && rand(2)) await db.update(experiences).set({ suppliedBy: pick(team).id, createdAt: at() }).where(eq(experiences.id, r.id as string));
      else if (r) await db.update(experiences).set({ company: "Acme", companyKey: "acme" }).where(eq(experiences.id, r.id as string));
    },
    async () => {
      const r = await one(personProfiles);
      if (r) await db.delete(personProfiles).where(and(eq(personProfiles.personId, r.personId as string), eq(personProfiles.suppliedBy, r.suppliedBy as string)));
    },
    async () => {
      const r = await one(connections);
      if (r) await db.delete(connections).where(eq(connections.id, r.id as string));
    },
    async () => {
      const r = await one(connections);
      if (r) await db.update(connections).set({ private: !r.private }).where(eq(connections.id, r.id as string));
    },
    // A teammate's jobs of one person go, or everything they supplied about them (their contact deleted).
    () => db.delete(experiences).where(and(eq(experiences.personId, pick(ids)), eq(experiences.suppliedBy, pick(team).id))),
    async () => {
      const [personId, suppliedBy] = [pick(ids), pick(team).id];
      for (const table of [experiences, educations, personProfiles] as const) await db.delete(table).where(and(eq(table.personId, personId), eq(table.suppliedBy, suppliedBy)));
    },
  ];
  return { team, pick, rand, writes };
}

/**
 * Counts how the logs of the people each write named (fact_changes, network_changes) answered the
 * reads that bring a company's people and the team's connections to them up to date: for the writers
 * they hold, and for those they lost (pruned).
 */
function countLogAnswers() {
  const answers = { companyFacts: { logged: 0, lost: 0 }, connections: { logged: 0, lost: 0 } };
  const since = TeamSnapshot.prototype.writtenSince;
  vi.spyOn(TeamSnapshot.prototype, "writtenSince").mockImplementation(function (this: TeamSnapshot, name, at) {
    const read = since.call(this, name, at);
    const counts = answers[name as keyof typeof answers];
    void read?.then((w) => {
      if (w.people.size) counts.logged++;
      if (w.unknown.length) counts.lost++;
    });
    return read;
  });
  return answers;
}

/** Now and then a log is pruned past every token: the next reads take each writer's people instead. */
const pruneNowAndThen = async (rand: (n: number) => number) => {
  if (rand(5) === 0) await db.delete(factChanges);
  if (rand(12) === 0) await db.delete(networkChanges);
};

/** Both logs answered for some writes and lost others. */
function expectBothLogsAnswered(log: ReturnType<typeof countLogAnswers>) {
  for (const kind of Object.values(log)) {
    expect(kind.logged).toBeGreaterThan(5);
    expect(kind.lost).toBeGreaterThan(0);
  }
}

/** A member and a teammate who knows someone at Acme, the member's map of Acme stored with its lists. */
async function mateAtAcmeStored(slug: string) {
  const member = await createUser({ name: "Member" });
  const mate = await createUser({ name: "Mate" });
  await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
  const [p] = await db.insert(persons).values({ slug }).returning({ id: persons.id });
  await db.insert(experiences).values({ personId: p!.id, suppliedBy: mate.id, company: "Acme", companyKey: "acme", title: "CTO", isCurrent: true });
  await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"] });
  await markMapsOpened(member.id, ["acme"]);
  await storeMemberMaps(member.id);
  return { member, mate };
}

describe("a company map after a write, from what the process kept", () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists someone a teammate places at the company once the facts that outvoted theirs are deleted", async () => {
    const member = await createUser({ name: "Member" });
    const mate = await createUser({ name: "Mate" });
    await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
    const [p] = await db.insert(persons).values({ slug: "kept-writes-outvoted" }).returning({ id: persons.id });
    const job = (suppliedBy: string, company: string) => ({ personId: p!.id, suppliedBy, company, companyKey: company.toLowerCase(), title: "Engineer", isCurrent: true });
    // The mate places them at Acme; the member's own facts (which win in the member's view) at Globex.
    await db.insert(experiences).values([job(mate.id, "Acme"), job(member.id, "Globex")]);
    await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"] });
    const [q] = await db.insert(persons).values({ slug: "kept-writes-colleague" }).returning({ id: persons.id });
    await db.insert(experiences).values({ ...job(mate.id, "Acme"), personId: q!.id });
    await db.insert(connections).values({ ownerUserId: member.id, personId: q!.id, sources: ["linkedin"] });
    expect((await mapOf(member.id, "acme"))?.people.map((r) => r.split(" | ")[1])).toEqual([q!.id]);
    // The member deletes their job of theirs: nothing of the member's about them is left.
    await db.delete(experiences).where(and(eq(experiences.personId, p!.id), eq(experiences.suppliedBy, member.id)));
    const after = await mapOf(member.id, "acme");
    expect(after?.people.map((r) => r.split(" | ")[1]).sort()).toEqual([p!.id, q!.id].sort());
    expect(after).toEqual(await fromScratch(member.id, "acme"));
  });

  it("forgets a way in through a school once the teammate who supplied it deletes it (they supplied nothing else about them)", async () => {
    const member = await createUser({ name: "Member" });
    const mate = await createUser({ name: "Mate" });
    await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
    const [target, introducer] = await db.insert(persons).values([{ slug: "kept-writes-school-t" }, { slug: "kept-writes-school-i" }]).returning({ id: persons.id });
    const school = (personId: string, suppliedBy: string) => ({ personId, suppliedBy, school: "MIT", schoolKey: "mit", fromYear: 2004, toYear: 2008 });
    // The member places the target at Acme and knows the introducer; only the mate knows the target went to MIT with them.
    await db.insert(experiences).values({ personId: target!.id, suppliedBy: member.id, company: "Acme", companyKey: "acme", title: "CTO", isCurrent: true });
    await db.insert(connections).values({ ownerUserId: member.id, personId: introducer!.id, sources: ["linkedin"] });
    await db.insert(connections).values({ ownerUserId: mate.id, personId: target!.id, sources: ["gmail"] });
    await db.insert(educations).values([school(introducer!.id, member.id), school(target!.id, mate.id)]);
    const via = async () => (await mapOf(member.id, "acme"))!.people[0]!.split(" | ")[6];
    expect(await via()).toContain(introducer!.id);
    await db.delete(educations).where(eq(educations.suppliedBy, mate.id));
    expect(await via()).not.toContain(introducer!.id);
    expect(await mapOf(member.id, "acme")).toEqual(await fromScratch(member.id, "acme"));
  });

  it.each([3, 17, 58, 104])("is the map a process that kept nothing computes, after every kind of write (seed %i)", async (seed) => {
    const { team, pick, rand, writes } = await randomTeam(seed);
    // Not vacuous: the maps after the writes are brought up to date from what was kept, both lists.
    const broughtUpToDate = { companyFacts: 0, connections: 0 };
    const earlier = TeamSnapshot.prototype.earlier;
    vi.spyOn(TeamSnapshot.prototype, "earlier").mockImplementation(function (this: TeamSnapshot, name, keys) {
      const groups = earlier.call(this, name, keys);
      if (groups.length && (name === "companyFacts" || name === "connections")) broughtUpToDate[name]++;
      return groups;
    });
    const log = countLogAnswers();
    const viewers = [team[0]!, team[1]!];
    for (const viewer of viewers) await mapOf(viewer.id, "acme"); // kept now, in each viewer's team view
    let shown = 0;
    for (let step = 0; step < 30; step++) {
      await pruneNowAndThen(rand);
      await pick(writes)();
      // Sometimes two writes before the next map: the tokens of both are compared.
      if (rand(3) === 0) await pick(writes)();
      for (const viewer of viewers) {
        const exact = await fromScratch(viewer.id, "acme");
        expect(await mapOf(viewer.id, "acme"), `seed ${seed}, step ${step}`).toEqual(exact);
        shown += exact?.people.length ?? 0;
      }
    }
    expect(shown).toBeGreaterThan(30); // the maps had people to compare
    expect(broughtUpToDate.companyFacts).toBeGreaterThan(5);
    expect(broughtUpToDate.connections).toBeGreaterThan(5);
    expectBothLogsAnswered(log);
  });

  it.each([5, 23, 71])("is the map a process that kept nothing computes, on a server that kept nothing, from the facts and connections the refresh stored (seed %i)", async (seed) => {
    const { team, pick, rand, writes } = await randomTeam(seed);
    const viewers = [team[0]!, team[1]!];
    const stored = (userId: string) =>
      db
        .select({ facts: companyMaps.facts, factsAt: companyMaps.factsAt, connections: companyMaps.connections, connectionsAt: companyMaps.connectionsAt })
        .from(companyMaps)
        .where(and(eq(companyMaps.userId, userId), eq(companyMaps.companyKey, "acme")));
    /** The map computed with nothing kept anywhere: neither in this process nor beside the stored map. */
    const exact = async (userId: string) => {
      const [row] = await stored(userId);
      await db.update(companyMaps).set({ facts: null, factsAt: null, connections: null, connectionsAt: null }).where(eq(companyMaps.userId, userId));
      try {
        return await fromScratch(userId, "acme");
      } finally {
        await db.update(companyMaps).set(row!).where(eq(companyMaps.userId, userId));
      }
    };
    // Not vacuous: both lists stored by the refresh answer, as they were or brought up to date.
    const used = { companyFacts: { asStored: 0, broughtUpToDate: 0 }, connections: { asStored: 0, broughtUpToDate: 0 } };
    const since = TeamSnapshot.prototype.writersSince;
    vi.spyOn(TeamSnapshot.prototype, "writersSince").mockImplementation(function (this: TeamSnapshot, name, at) {
      const changed = since.call(this, name, at);
      if (changed && (name === "companyFacts" || name === "connections")) used[name][changed.length ? "broughtUpToDate" : "asStored"]++;
      return changed;
    });
    for (const viewer of viewers) {
      await markMapsOpened(viewer.id, ["acme"]);
      expect(await storeMemberMaps(viewer.id)).toBe(1);
    }
    expect((await stored(team[0]!.id))[0]).toMatchObject({ facts: expect.any(Uint8Array), connections: expect.any(Uint8Array) });
    const log = countLogAnswers();
    let shown = 0;
    for (let step = 0; step < 30; step++) {
      await pruneNowAndThen(rand);
      await pick(writes)();
      if (rand(3) === 0) await pick(writes)();
      for (const viewer of viewers) {
        const want = await exact(viewer.id);
        store().delete(dbHandle()); // another server: it kept nothing of the team
        expect(await mapOf(viewer.id, "acme"), `seed ${seed}, step ${step}`).toEqual(want);
        shown += want?.people.length ?? 0;
        // The refresh after the write runs now and then: the stored facts may be several writes behind.
        if (rand(2) === 0) {
          store().delete(dbHandle());
          await storeMemberMaps(viewer.id);
        }
      }
    }
    expect(shown).toBeGreaterThan(30);
    for (const list of Object.values(used)) {
      expect(list.asStored).toBeGreaterThan(3);
      expect(list.broughtUpToDate).toBeGreaterThan(5);
    }
    expectBothLogsAnswered(log);
  });

  it("reads the facts and connections afresh when the stored ones are of another team view", async () => {
    const { member, mate } = await mateAtAcmeStored("kept-writes-other-view");
    expect((await mapOf(member.id, "acme"))?.people).toHaveLength(1);
    // The mate leaves the team: what the stored facts hold of them is not the member's view any more.
    await db.delete(collaborators).where(eq(collaborators.inviteeId, mate.id));
    store().delete(dbHandle());
    const team = await requireTeam(member.id);
    const snap = await takeSnapshot(team);
    const [row] = await db.select({ factsAt: companyMaps.factsAt, connectionsAt: companyMaps.connectionsAt }).from(companyMaps).where(eq(companyMaps.userId, member.id));
    expect(snap.writersSince("companyFacts", row!.factsAt!)).toBeNull();
    expect(snap.writersSince("connections", row!.connectionsAt!)).toBeNull();
    expect(await mapOf(member.id, "acme")).toBeNull();
  });

  it("reads the lists afresh when the stored ones are in a form this code does not read", async () => {
    const { member } = await mateAtAcmeStored("kept-writes-other-form");
    const exact = await fromScratch(member.id, "acme");
    expect(exact?.people).toHaveLength(1);
    // Another version's form, and bytes that are no form at all: the map is read as if nothing were stored.
    const { deflateRawSync } = await import("node:zlib");
    for (const bytes of [deflateRawSync(JSON.stringify({ f: 99, rows: [] })), new Uint8Array([1, 2, 3])]) {
      await db.update(companyMaps).set({ facts: bytes, connections: bytes }).where(eq(companyMaps.userId, member.id));
      store().delete(dbHandle());
      expect(await mapOf(member.id, "acme")).toEqual(exact);
    }
  });
});
