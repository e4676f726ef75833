import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, connections, coOccurrences, experiences, extendedNetworks, persons } from "@/lib/db/schema";
import { sqlGraphSource, takeSnapshot } from "@/lib/paths/queries";
import { loadTeam } from "@/lib/paths/team";
import { createUser } from "@/tests/helpers/factories";

// The engine keeps, per team, the team network's facts at each company it searched and the team's
// connections to each person it searched (lib/paths/queries/snapshot.ts). Who is in the team network
// changes with every connection, co-occurrence and extended network of the team, and the next
// search must see each change at once, whoever writes it (plain statements here, as any writer).

async function search(viewerId: string, personId: string) {
  const team = (await loadTeam(viewerId))!; // a new Team per search, as the service loads it
  const source = sqlGraphSource(await takeSnapshot(team)); // a snapshot per search, as the service takes it
  const [atAcme, atGlobex, owned] = await Promise.all([
    source.experiencesAt(team, ["acme"]),
    source.experiencesAt(team, ["globex"]),
    source.ownedEdgesTouching(team, [personId], "network"),
  ]);
  return {
    acme: atAcme.some((r) => r.personId === personId),
    globex: atGlobex.some((r) => r.personId === personId),
    emails: owned.map((r) => r.emailCount).sort(),
  };
}

describe("the team's kept facts and connections follow the team network", () => {
  it("sees every connection, co-occurrence, extended network and fact change at the next search", async () => {
    const member = await createUser({ name: "Member" });
    const mate = await createUser({ name: "Mate" });
    await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
    const [p] = await db.insert(persons).values({ slug: "kept-lists-p" }).returning();
    const [other] = await db.insert(persons).values({ slug: "kept-lists-other" }).returning();
    // The mate knows P works at Acme, but P is nobody's connection yet: not in the team network.
    await db.insert(experiences).values({ personId: p!.id, suppliedBy: mate.id, company: "Acme", companyKey: "acme", isCurrent: true });
    expect(await search(member.id, p!.id)).toEqual({ acme: false, globex: false, emails: [] });

    // The mate connects with P: in the network, with the connection.
    const [c] = await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"], emailCount: 2 }).returning();
    expect(await search(member.id, p!.id)).toEqual({ acme: true, globex: false, emails: [2] });

    // The connection's counts change (a mail sync): the kept row follows.
    await db.update(connections).set({ emailCount: 7 }).where(eq(connections.id, c!.id));
    expect(await search(member.id, p!.id)).toEqual({ acme: true, globex: false, emails: [7] });

    // The fact moves to another company.
    await db.update(experiences).set({ company: "Globex", companyKey: "globex" }).where(eq(experiences.personId, p!.id));
    expect(await search(member.id, p!.id)).toEqual({ acme: false, globex: true, emails: [7] });

    // The connection goes: P leaves the network.
    await db.delete(connections).where(eq(connections.id, c!.id));
    expect(await search(member.id, p!.id)).toEqual({ acme: false, globex: false, emails: [] });

    // A co-occurrence in the member's own mail brings P back.
    const [a, b] = [p!.id, other!.id].sort();
    const [co] = await db.insert(coOccurrences).values({ ownerUserId: member.id, personAId: a!, personBId: b!, emailThreads: 1 }).returning();
    expect((await search(member.id, p!.id)).globex).toBe(true);
    await db.delete(coOccurrences).where(eq(coOccurrences.id, co!.id));
    expect((await search(member.id, p!.id)).globex).toBe(false);

    // An extended network the mate uploads, holding P: in the network; its deletion (cascading to
    // its connections) takes P out again.
    const [ext] = await db.insert(extendedNetworks).values({ ownerPersonId: other!.id, uploadedBy: mate.id, name: "Portfolio" }).returning();
    await db.insert(connections).values({ extendedNetworkId: ext!.id, personId: p!.id, sources: ["linkedin"] });
    expect(await search(member.id, p!.id)).toEqual({ acme: false, globex: true, emails: [0] });
    // A change inside it (a re-upload's counts): the extended network's own token renews the stamp.
    await db.update(connections).set({ emailCount: 4 }).where(eq(connections.extendedNetworkId, ext!.id));
    expect(await search(member.id, p!.id)).toEqual({ acme: false, globex: true, emails: [4] });
    await db.delete(extendedNetworks).where(eq(extendedNetworks.id, ext!.id));
    expect(await search(member.id, p!.id)).toEqual({ acme: false, globex: false, emails: [] });

    // The collaboration ends: the member's team no longer holds the mate's facts or connections.
    await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"], emailCount: 3 });
    expect(await search(member.id, p!.id)).toEqual({ acme: false, globex: true, emails: [3] });
    await db.delete(collaborators).where(eq(collaborators.inviterId, member.id));
    expect(await search(member.id, p!.id)).toEqual({ acme: false, globex: false, emails: [] });
    expect(await search(mate.id, p!.id)).toEqual({ acme: false, globex: true, emails: [3] });
  });

  it("keeps the team's connections to a person across a write of facts only, never across a write of connections", async () => {
    const member = await createUser({ name: "Member" });
    const mate = await createUser({ name: "Mate" });
    await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
    const [p] = await db.insert(persons).values({ slug: "kept-connections-p" }).returning();
    const [c] = await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"], emailCount: 2 }).returning();
    const look = async () => {
      const team = (await loadTeam(member.id))!;
      const snap = await takeSnapshot(team);
      const keptBefore = snap.keeps("connections", p!.id);
      const source = sqlGraphSource(snap);
      const [owned, atGlobex] = await Promise.all([source.ownedEdgesTouching(team, [p!.id], "network"), source.experiencesAt(team, ["globex"])]);
      return { keptBefore, emails: owned.map((r) => r.emailCount), globex: atGlobex.some((r) => r.personId === p!.id) };
    };
    expect(await look()).toEqual({ keptBefore: false, emails: [2], globex: false });
    // The mate's facts change (an import of jobs, a profile read again): the connections are kept,
    // the facts read again.
    await db.insert(experiences).values({ personId: p!.id, suppliedBy: mate.id, company: "Globex", companyKey: "globex", isCurrent: true });
    expect(await look()).toEqual({ keptBefore: true, emails: [2], globex: true });
    // A write of connections (a mail sync's counts): read again.
    await db.update(connections).set({ emailCount: 9 }).where(eq(connections.id, c!.id));
    expect(await look()).toEqual({ keptBefore: false, emails: [9], globex: true });
    // A private mark after a write of facts: the facts' write kept the row, the mark renews the
    // network token, and the member no longer sees the connection.
    await db.delete(experiences).where(eq(experiences.personId, p!.id));
    expect(await look()).toEqual({ keptBefore: true, emails: [9], globex: false });
    await db.update(connections).set({ private: true }).where(eq(connections.id, c!.id));
    expect(await look()).toEqual({ keptBefore: false, emails: [], globex: false });
  });

  it("is one snapshot per search: a search holds its own stamp, the next one (a refresh's next lead) sees a write made meanwhile", async () => {
    const member = await createUser({ name: "Member" });
    const [p] = await db.insert(persons).values({ slug: "snapshot-p" }).returning();
    await db.insert(experiences).values({ personId: p!.id, suppliedBy: member.id, company: "Acme", companyKey: "acme", isCurrent: true });
    await db.insert(connections).values({ ownerUserId: member.id, personId: p!.id, sources: ["linkedin"] });
    const team = (await loadTeam(member.id))!;
    const first = await takeSnapshot(team);
    expect((await sqlGraphSource(first).experiencesAt(team, ["acme"])).map((r) => r.personId)).toEqual([p!.id]);
    // A write between two leads of a refresh job.
    await db.update(experiences).set({ company: "Globex", companyKey: "globex" }).where(eq(experiences.personId, p!.id));
    const next = await takeSnapshot(team);
    expect(next.stamp).not.toBe(first.stamp);
    expect(await sqlGraphSource(next).experiencesAt(team, ["acme"])).toEqual([]);
    expect((await sqlGraphSource(next).experiencesAt(team, ["globex"])).map((r) => r.personId)).toEqual([p!.id]);
    // The old stamp's rows are never served to a later snapshot.
    expect(await sqlGraphSource(await takeSnapshot(team)).experiencesAt(team, ["acme"])).toEqual([]);
  });
});
