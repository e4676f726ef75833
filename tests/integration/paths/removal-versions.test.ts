import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, connections, coOccurrences, educations, experiences, extendedNetworks, personProfiles, persons, sharingSettings } from "@/lib/db/schema";
import { takeSnapshot } from "@/lib/paths/queries";
import { loadTeam } from "@/lib/paths/team";
import { createUser } from "@/tests/helpers/factories";

// What a team view has lost (`TeamSnapshot.removals`, removal_versions, migration 0029): a stored
// company map of an earlier view answers while its refresh runs only while this stays the same
// (decision 019), so it must change with every write that takes something out of the team view or
// weakens it — whoever writes it (plain statements here, as any writer) — and with nothing that only
// adds.

const removalsOf = async (userId: string) => (await takeSnapshot((await loadTeam(userId))!)).removals;

describe("the team view's removals", () => {
  it("stay the same while rows are only added or strengthened, and change with every removal, weakening, private mark or move", async () => {
    const member = await createUser({ name: "Member" });
    const mate = await createUser({ name: "Mate" });
    await db.insert(collaborators).values({ inviterId: member.id, inviteeId: mate.id });
    const [p, q, r] = await db.insert(persons).values([{ slug: "removals-p" }, { slug: "removals-q" }, { slug: "removals-r" }]).returning();
    let seen = await removalsOf(member.id);
    /** Whether the removals changed since the last look. */
    const changed = async () => {
      const now = await removalsOf(member.id);
      const out = now !== seen;
      seen = now;
      return out;
    };

    // Additions: facts, connections, co-occurrences, an import's upsert, a sync's counts.
    await db.insert(experiences).values({ personId: p!.id, suppliedBy: mate.id, company: "Acme", companyKey: "acme", isCurrent: true });
    await db.insert(educations).values({ personId: p!.id, suppliedBy: mate.id, school: "Uni", schoolKey: "uni" });
    const [c] = await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"] }).returning();
    const [a, b] = [p!.id, q!.id].sort();
    await db.insert(coOccurrences).values({ ownerUserId: member.id, personAId: a!, personBId: b!, emailThreads: 1 });
    await db.execute(sql`insert into connections (owner_user_id, person_id, sources) values (${mate.id}, ${p!.id}, array['gmail'])
      on conflict (owner_user_id, person_id) do update set sources = array(select distinct s from unnest(connections.sources || excluded.sources) s order by s)`);
    await db.update(connections).set({ emailCount: 9, meetingCount: 2 }).where(eq(connections.id, c!.id));
    await db.update(coOccurrences).set({ emailThreads: 5 }).where(eq(coOccurrences.ownerUserId, member.id));
    expect(await changed()).toBe(false);

    // Weaker evidence is a removal too: fewer e-mails or meetings, a source gone, fewer shared threads.
    await db.update(connections).set({ emailCount: 8 }).where(eq(connections.id, c!.id));
    expect(await changed()).toBe(true);
    await db.update(connections).set({ meetingCount: 1 }).where(eq(connections.id, c!.id));
    expect(await changed()).toBe(true);
    await db.update(connections).set({ sources: ["linkedin"] }).where(eq(connections.id, c!.id));
    expect(await changed()).toBe(true);
    await db.update(coOccurrences).set({ emailThreads: 4 }).where(eq(coOccurrences.ownerUserId, member.id));
    expect(await changed()).toBe(true);

    // A connection made private: a removal. Shared again: an addition.
    await db.update(connections).set({ private: true }).where(eq(connections.id, c!.id));
    expect(await changed()).toBe(true);
    await db.update(connections).set({ private: false }).where(eq(connections.id, c!.id));
    expect(await changed()).toBe(false);

    // Facts changed or moved to another person; a connection moved to another person.
    await db.update(experiences).set({ title: "VP" }).where(eq(experiences.personId, p!.id));
    expect(await changed()).toBe(true);
    await db.update(educations).set({ personId: r!.id }).where(eq(educations.personId, p!.id));
    expect(await changed()).toBe(true);
    await db.update(connections).set({ personId: r!.id }).where(eq(connections.id, c!.id));
    expect(await changed()).toBe(true);

    // Deletions: a co-occurrence, a fact, a connection, and a person (cascading to what names them).
    await db.delete(coOccurrences).where(eq(coOccurrences.ownerUserId, member.id));
    expect(await changed()).toBe(true);
    await db.delete(educations).where(eq(educations.personId, r!.id));
    expect(await changed()).toBe(true);
    await db.delete(connections).where(eq(connections.id, c!.id));
    expect(await changed()).toBe(true);
    await db.insert(connections).values({ ownerUserId: mate.id, personId: q!.id, sources: ["linkedin"] });
    expect(await changed()).toBe(false);
    await db.delete(persons).where(eq(persons.id, q!.id));
    expect(await changed()).toBe(true);

    // Names (person_profiles): a new profile adds; the same upserted again changes nothing; a changed
    // name is a removal of the old one, and so is a deleted profile.
    await db.insert(personProfiles).values({ personId: p!.id, suppliedBy: mate.id, source: "manual", fullName: "Pia Park" });
    const upsert = (name: string) =>
      db.execute(sql`insert into person_profiles as pp (person_id, supplied_by, source, full_name) values (${p!.id}, ${mate.id}, 'manual', ${name})
        on conflict (person_id, supplied_by) do update set full_name = excluded.full_name,
          updated_at = case when pp.full_name is not distinct from excluded.full_name then pp.updated_at else now() end`);
    await upsert("Pia Park");
    expect(await changed()).toBe(false);
    await upsert("Pia Park-Lee");
    expect(await changed()).toBe(true);
    await db.delete(personProfiles).where(eq(personProfiles.personId, p!.id));
    expect(await changed()).toBe(true);

    // An extended network a teammate uploaded: adding to it adds; deleting it removes.
    const [ext] = await db.insert(extendedNetworks).values({ ownerPersonId: r!.id, uploadedBy: mate.id, name: "Portfolio" }).returning();
    expect(await changed()).toBe(true); // a new origin: the team itself changed
    await db.insert(connections).values({ extendedNetworkId: ext!.id, personId: p!.id, sources: ["linkedin"] });
    expect(await changed()).toBe(false);
    await db.delete(connections).where(eq(connections.extendedNetworkId, ext!.id));
    expect(await changed()).toBe(true);

    // The team narrows: the mate pauses sharing.
    await db.insert(sharingSettings).values({ userId: mate.id, paused: true });
    expect(await changed()).toBe(true);
  });

  it("never change with another customer's removals", async () => {
    const member = await createUser({ name: "Member" });
    const stranger = await createUser({ name: "Stranger" });
    const [p] = await db.insert(persons).values({ slug: "removals-stranger-p" }).returning();
    await db.insert(connections).values({ ownerUserId: member.id, personId: p!.id, sources: ["linkedin"] });
    const [theirs] = await db.insert(connections).values({ ownerUserId: stranger.id, personId: p!.id, sources: ["linkedin"] }).returning();
    await db.insert(experiences).values({ personId: p!.id, suppliedBy: stranger.id, company: "Acme", companyKey: "acme", isCurrent: true });
    const before = await removalsOf(member.id);
    await db.update(connections).set({ private: true }).where(eq(connections.id, theirs!.id));
    await db.delete(experiences).where(eq(experiences.suppliedBy, stranger.id));
    await db.delete(connections).where(eq(connections.id, theirs!.id));
    expect(await removalsOf(member.id)).toBe(before);
    expect(await removalsOf(stranger.id)).not.toBe(before);
  });
});
