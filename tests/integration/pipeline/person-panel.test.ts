import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { collaborators, connections, introRequests } from "@/lib/db/schema";
import "@/register-jobs";
import { GET as personRoute } from "@/app/api/v2/people/[id]/route";
import type { PersonPanel } from "@/lib/pipeline/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { insertExperience, insertPerson } from "../../helpers/people";
import { addLead } from "../leads/helpers";

// GET v2/people/{id} (issue 28's person panel): one person as the caller's team knows them.
async function panel(token: string, id: string) {
  return call<PersonPanel>(personRoute, `/api/v2/people/${id}`, { token, params: { id } });
}

describe("the person panel", () => {
  it("shows who in the team knows them and how, their history from the team's facts, the leads they introduce, the member's own contact and open requests", async () => {
    const me = await signedInUser({ name: "Mia Member" });
    const mate = await signedInUser({ name: "Dana Mate" });
    const stranger = await signedInUser({ name: "Stan Stranger" });
    await db.insert(collaborators).values({ inviterId: me.user.id, inviteeId: mate.user.id });
    const zara = await insertPerson({ slug: "zara-ali", name: "Zara Ali", suppliedBy: me.user.id });
    await insertExperience(zara, me.user.id, { company: "Contoso", title: "Head of Ops", fromDate: "2019-02-01" });
    await insertExperience(zara, me.user.id, { company: "Acme", title: "Analyst", fromDate: "2014-01-01", toDate: "2018-12-01" });
    // Another tenant's facts about the same LinkedIn person never show (DESIGN §1).
    await insertExperience(zara, stranger.user.id, { company: "Stranger Secret Corp", title: "Spy" });
    await db.insert(connections).values({ ownerUserId: me.user.id, personId: zara, sources: ["linkedin"], connectedOn: "2021-03-04", meetingCount: 3, lastInteractionAt: new Date("2026-03-10T00:00:00Z") });
    await db.insert(connections).values({ ownerUserId: mate.user.id, personId: zara, sources: ["gmail"], emailCount: 12, lastInteractionAt: new Date("2026-05-01T00:00:00Z") });
    // A lead at Contoso: Zara works there, so she can introduce it.
    const lead = await addLead(me.token, "sara-novak", { name: "Sara Novak", company: "Contoso", role: "CFO" });
    expect(lead.status).toBe(200);
    await db.insert(introRequests).values({ leadId: lead.body.data.id, requesterId: me.user.id, responderId: null, pathId: "x>y>z", introducerId: zara, ask: "a", forwardable: "b" });

    const res = await panel(me.token, zara);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.person).toMatchObject({ name: "Zara Ali", company: "Contoso", role: "Head of Ops", linkedin_url: "https://www.linkedin.com/in/zara-ali/" });
    const byType = Object.fromEntries(p.known_by.map((k) => [k.origin.type, k]));
    expect(byType.me!.origin.name).toBe("Me");
    expect(byType.me!.reason).toBe("You met Zara Ali 3 times, last in March 2026");
    expect(byType.team).toMatchObject({ origin: { name: "Dana Mate" }, reason: "Zara Ali is Dana Mate's e-mail contact" });
    // A teammate's counts and dates stay private (DESIGN §5).
    expect(JSON.stringify(byType.team)).not.toMatch(/12 e-mails|2026-05/);
    expect(p.history.experiences.map((e) => e.company)).toEqual(["Contoso", "Acme"]);
    expect(JSON.stringify(p)).not.toContain("Stranger Secret Corp");
    expect(p.can_introduce).toEqual([
      expect.objectContaining({ lead_id: lead.body.data.id, lead_name: "Sara Novak", strength: expect.any(String), reason: expect.stringContaining("Zara Ali and Sara Novak both work at Contoso now") }),
    ]);
    expect(p.my_connection).toMatchObject({ meetings: 3, last_interaction_at: "2026-03-10T00:00:00.000Z", connected_on: "2021-03-04" });
    expect(p.intro_requests).toEqual([expect.objectContaining({ lead_id: lead.body.data.id, lead_name: "Sara Novak", status: "requested", side: "requester" })]);

    // The teammate sees the member's edge without the member's counts.
    const theirs = (await panel(mate.token, zara)).body.data;
    const mine = theirs.known_by.find((k) => k.origin.name === "Mia Member")!;
    expect(mine.reason).toBe("Zara Ali is Mia Member's calendar contact");
    expect(theirs.my_connection).toMatchObject({ emails: 12 });
    expect(theirs.intro_requests).toEqual([]);
  });

  it("offers no lead through a teammate: no origin is an introducer, their way in is their own direct connect (DESIGN §6.3)", async () => {
    const me = await signedInUser({ name: "Mia Member" });
    const mate = await signedInUser({ name: "Dana Mate" });
    await db.insert(collaborators).values({ inviterId: me.user.id, inviteeId: mate.user.id });
    const sara = await insertPerson({ slug: "sara-novak", name: "Sara Novak", suppliedBy: me.user.id });
    // Mia knows Dana, and Dana knows Sara (Mia's lead): Mia → Dana → Sara is Dana's own direct connect.
    await db.insert(connections).values([
      { ownerUserId: me.user.id, personId: mate.user.personId!, sources: ["linkedin"], connectedOn: "2021-03-04" },
      { ownerUserId: mate.user.id, personId: sara, sources: ["linkedin"], connectedOn: "2020-01-02" },
    ]);
    expect((await addLead(me.token, "sara-novak", { name: "Sara Novak", company: "Contoso", role: "CFO" })).status).toBe(200);
    const p = (await panel(me.token, mate.user.personId!)).body.data;
    expect(p.known_by.map((k) => k.origin.name)).toEqual(["Me"]);
    expect(p.can_introduce).toEqual([]);
  });

  it("answers 404 for a person outside the caller's team view, and for a malformed id", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const p = await insertPerson({ slug: "only-owner-knows", name: "Olly Owner", suppliedBy: owner.user.id });
    await db.insert(connections).values({ ownerUserId: owner.user.id, personId: p, sources: ["linkedin"] });
    expect((await panel(owner.token, p)).status).toBe(200);
    const refused = await panel(other.token, p);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain("Olly");
    expect((await panel(other.token, "not-a-uuid")).status).toBe(404);
  });
});
