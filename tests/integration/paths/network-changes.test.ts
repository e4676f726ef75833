import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, connections, coOccurrences, experiences, extendedNetworks, networkChanges, networkVersions, persons } from "@/lib/db/schema";
import { computeMap, wayIn } from "@/lib/paths/company-map";
import { takeSnapshot } from "@/lib/paths/queries";
import { requireTeam } from "@/lib/paths/service";
import { createUser } from "@/tests/helpers/factories";

// The log of which people each write of an owner's connections or co-occurrences named
// (network_changes, migration 0034): the statement triggers that renew an owner's network token
// write, under the new token, one row per person the statement's rows name — whoever writes. The
// team's connections to a company's people kept under an earlier token are brought up to date by
// reading those people's only; an owner whose earlier token the log no longer holds, or who wrote an
// import's batch since, has all their connections to them read again.

async function tokenOf(ownerId: string) {
  const [v] = await db.select().from(networkVersions).where(eq(networkVersions.ownerId, ownerId));
  return v?.token;
}

/** The log's rows written since `after` (an id), in id order. */
async function loggedAfter(after: number) {
  const list = await db.select().from(networkChanges).where(sql`${networkChanges.id} > ${after}`).orderBy(networkChanges.id);
  return list.map((r) => ({ ownerId: r.ownerId, personId: r.personId, token: r.token }));
}

const lastId = async () => (await db.select({ id: sql<number | null>`max(${networkChanges.id})::int` }).from(networkChanges))[0]?.id ?? 0;

describe("the log of which people the team's network writes named", () => {
  it("names each person a statement's connections and co-occurrences name, under the token it gave their owner, for members and extended networks alike", async () => {
    const [mate, other] = await Promise.all([createUser({ name: "Mate" }), createUser({ name: "Other" })]);
    const [p, q, r, olga] = await db.insert(persons).values([{ slug: "net-log-p" }, { slug: "net-log-q" }, { slug: "net-log-r" }, { slug: "net-log-olga" }]).returning({ id: persons.id });
    const [ext] = await db.insert(extendedNetworks).values({ uploadedBy: mate.id, ownerPersonId: olga!.id, name: "Olga" }).returning({ id: extendedNetworks.id });
    const expectLogged = async (since: number, want: [string, string | null][]) => {
      const rows = await loggedAfter(since);
      expect(rows.map((x) => `${x.ownerId} ${x.personId}`).sort()).toEqual(want.map(([o, p]) => `${o} ${p}`).sort());
      // Each row carries its owner's token as the statement left it (the last statement's, here).
      for (const x of rows) expect(x.token).toBe(await tokenOf(x.ownerId));
    };

    // An import's statement: two people of the mate's, one of another member's, one of an extended network's.
    let since = await lastId();
    await db.insert(connections).values([
      { ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"] },
      { ownerUserId: mate.id, personId: q!.id, sources: ["gmail"] },
      { ownerUserId: other.id, personId: r!.id, sources: ["linkedin"] },
      { extendedNetworkId: ext!.id, personId: p!.id, sources: ["linkedin"] },
    ]);
    await expectLogged(since, [
      [mate.id, p!.id],
      [mate.id, q!.id],
      [other.id, r!.id],
      [ext!.id, p!.id],
    ]);

    // A private mark (an update: its two statement triggers each renew, the last token stays) and a deletion.
    since = await lastId();
    await db.update(connections).set({ private: true }).where(and(eq(connections.ownerUserId, mate.id), eq(connections.personId, q!.id)));
    const marked = await loggedAfter(since);
    expect(new Set(marked.map((x) => `${x.ownerId} ${x.personId}`))).toEqual(new Set([`${mate.id} ${q!.id}`]));
    expect(marked.at(-1)!.token).toBe(await tokenOf(mate.id));
    since = await lastId();
    await db.delete(connections).where(eq(connections.extendedNetworkId, ext!.id));
    await expectLogged(since, [[ext!.id, p!.id]]);

    // A co-occurrence names both its people, under its owner.
    since = await lastId();
    const [a, b] = [p!.id, r!.id].sort();
    await db.insert(coOccurrences).values({ ownerUserId: other.id, personAId: a!, personBId: b!, meetings: 2 });
    await expectLogged(since, [
      [other.id, a!],
      [other.id, b!],
    ]);

    // A statement that writes nothing renews nothing and names no one.
    since = await lastId();
    await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"] }).onConflictDoNothing();
    expect(await loggedAfter(since)).toEqual([]);

    // More than 100 of one owner's people (an import's batch): one row without a person for that
    // owner, the others' people as ever.
    const many = await db.insert(persons).values(Array.from({ length: 101 }, (_, i) => ({ slug: `net-log-many-${i}` }))).returning({ id: persons.id });
    since = await lastId();
    await db.insert(connections).values([...many.map((m) => ({ ownerUserId: mate.id, personId: m.id, sources: ["linkedin"] })), { ownerUserId: other.id, personId: many[0]!.id, sources: ["linkedin"] }]);
    await expectLogged(since, [
      [mate.id, null],
      [other.id, many[0]!.id],
    ]);
    // The same for co-occurrences: more than 100 of an owner's pairs in one statement, one row without a person.
    since = await lastId();
    const pairs = many.slice(1).map((m) => [m.id, p!.id].sort() as [string, string]);
    await db.insert(coOccurrences).values(pairs.map(([x, y]) => ({ ownerUserId: mate.id, personAId: x, personBId: y, emailThreads: 1 })));
    await expectLogged(since, [[mate.id, null]]);
  });

  it("brings the kept connections to a company's people up to date by reading only the people named since — all of an owner's once the log lost their token or after an import", async () => {
    const member = await createUser({ name: "Member" });
    const mate = await createUser({ name: "Mate" });
    await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
    const [a, b, c] = await db.insert(persons).values([{ slug: "net-kept-a" }, { slug: "net-kept-b" }, { slug: "net-kept-c" }]).returning({ id: persons.id });
    const people = [a!, b!, c!];
    // At Acme years apart: no colleagues, so each one's way in is the mate's connection alone.
    await db.insert(experiences).values(
      people.map((p, i) => ({ personId: p.id, suppliedBy: member.id, company: "Acme", companyKey: "acme", title: "Engineer", fromDate: `${2000 + 5 * i}-01-01`, toDate: `${2002 + 5 * i}-01-01`, isCurrent: false })),
    );
    await db.insert(connections).values(people.map((p) => ({ ownerUserId: mate.id, personId: p.id, sources: ["linkedin"] })));
    /** Each person's best way in's score, as the member's map shows it. */
    const scores = async () => {
      const team = await requireTeam(member.id);
      const map = await computeMap(team, await takeSnapshot(team), "acme");
      return Object.fromEntries(map!.people.map((p) => [p.personId, wayIn(map!, p)?.score ?? null]));
    };
    const weak = (await scores())[a!.id]!;
    expect(await scores()).toEqual({ [a!.id]: weak, [b!.id]: weak, [c!.id]: weak });
    /** The mate meets someone often, with no trigger to see it (nothing in the product writes this way): nothing logged. */
    const unseen = (personId: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(connections).set({ meetingCount: 6 }).where(and(eq(connections.ownerUserId, mate.id), eq(connections.personId, personId)));
      });
    const meets = (personId: string) => db.update(connections).set({ meetingCount: 6 }).where(and(eq(connections.ownerUserId, mate.id), eq(connections.personId, personId)));

    // B's unseen change, then an ordinary one of A's: only A is read again, so B's connection as kept
    // stays — the proof that the log, not the owner's people, chose who was read.
    await unseen(b!.id);
    await meets(a!.id);
    const strong = (await scores())[a!.id]!;
    expect(strong).toBeGreaterThan(weak);
    expect(await scores()).toEqual({ [a!.id]: strong, [b!.id]: weak, [c!.id]: weak });

    // The log pruned past the mate's token: their next write has every person of theirs read again.
    await db.delete(networkChanges).where(eq(networkChanges.ownerId, mate.id));
    await db.update(connections).set({ connectedOn: "2015-01-01" }).where(and(eq(connections.ownerUserId, mate.id), eq(connections.personId, a!.id)));
    expect(await scores()).toEqual({ [a!.id]: strong, [b!.id]: strong, [c!.id]: weak });

    // An import's batch of the mate's (more than 100 people, elsewhere): logged without its people,
    // so every person of the mate's is read again, C's unseen change with them.
    await unseen(c!.id);
    const batch = await db.insert(persons).values(Array.from({ length: 101 }, (_, i) => ({ slug: `net-kept-batch-${i}` }))).returning({ id: persons.id });
    await db.insert(connections).values(batch.map((p) => ({ ownerUserId: mate.id, personId: p.id, sources: ["linkedin"] })));
    expect(await scores()).toEqual({ [a!.id]: strong, [b!.id]: strong, [c!.id]: strong });
  });
});
