import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, experiences, persons } from "@/lib/db/schema";
import { sqlGraphSource, takeSnapshot } from "@/lib/paths/queries";
import { loadTeam } from "@/lib/paths/team";
import { createUser } from "@/tests/helpers/factories";

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
});
