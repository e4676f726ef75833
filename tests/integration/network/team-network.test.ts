import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, users } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as uploadExtended } from "@/app/api/v2/extended-network/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { POST as listExperience } from "@/app/api/v1/list-experience/route";
import { POST as addUserTags } from "@/app/api/v1/add-user-tags/route";
import { DELETE as deleteOne } from "@/app/api/v1/delete-connection/[id]/route";
import { DELETE as deleteMany } from "@/app/api/v1/delete-connection/route";
import { DELETE as revoke, GET as collaboratorLists } from "@/app/api/v2/collaborator/route";
import { POST as invite } from "@/app/api/v2/collaborator/invite/route";
import { POST as accept } from "@/app/api/v2/collaborator/accept/route";
import { PUT as putSharing } from "@/app/api/v2/sharing/route";
import type { CollaboratorLists } from "@/lib/collaborators/schema";
import type { NetworkConnection } from "@/lib/network/schema";
import { SYSTEM_TAG_IDS } from "@/lib/tags/system-tags";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { insertPerson } from "@/tests/helpers/people";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

// The network list's `query` filter over the team network (spec 001 §2 "query (users, base,
// portfolio)", DESIGN §5): a member lists their collaborators' networks too, without the private
// fields of those edges, and a member of another team never sees any of it.

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
type Member = Awaited<ReturnType<typeof signedInUser>>;
type Listing = { data: NetworkConnection[]; count: number };

async function importCsv(token: string, ...rows: string[]) {
  const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Connections.csv", content: [HEADER, ...rows].join("\n") } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
}

async function list(token: string, body: Record<string, unknown> = {}): Promise<Listing> {
  const res = await call<Listing>(listConnections, "/api/v1/list-connections", { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const names = (l: Listing) => l.data.map((c) => c.connected_li_user.full_name).sort();

async function joinTeam(inviter: Member, member: Member) {
  expect((await call(invite, "/api/v2/collaborator/invite", { token: inviter.token, body: { email: member.user.email } })).status).toBe(200);
  const link = linksIn(await smtp.current.waitFor({ to: member.user.email }))[0]!;
  const code = link.match(/\/invitees\/([^/]+)\/$/)![1]!;
  expect((await call(accept, "/api/v2/collaborator/accept", { method: "POST", token: member.token, query: { invite_id: code } })).status).toBe(200);
}

describe("the network list over the team network", () => {
  let ana: Member; // inviter
  let ben: Member; // Ana's collaborator
  let cy: Member; // another team

  beforeEach(async () => {
    ana = await signedInUser({ name: "Ana Inviter", email: "ana@team-a.example" });
    ben = await signedInUser({ name: "Ben Member", email: "ben@team-a.example" });
    cy = await signedInUser({ name: "Cy Outsider", email: "cy@team-c.example" });
    await importCsv(ana.token, "Ada,Anchor,https://www.linkedin.com/in/ada-anchor,ada.secret@private.example,Anchorage Ltd,Harbour Master,04 Jul 2023");
    // Ana's private interaction facts on that edge (normally from the Gmail/Calendar sync).
    await db.update(connections).set({ emailCount: 12, meetingCount: 3, phone: "+44 20 7946 0000", lastInteractionAt: new Date("2026-03-02T00:00:00Z") }).where(eq(connections.ownerUserId, ana.user.id));
    const tagged = await call(addUserTags, "/api/v1/add-user-tags", { token: ana.token, body: { profile_link: "https://www.linkedin.com/in/ada-anchor", tags: [SYSTEM_TAG_IDS.salesTeam] } });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    const ext = await call(uploadExtended, "/api/v2/extended-network", {
      token: ana.token,
      body: { file_name: "c.csv", content: `${HEADER}\nIvo,Portfolio,https://www.linkedin.com/in/ivo-portfolio,ivo@private.example,Portco,Partner,01 Jan 2024\n`, owner_name: "Olga Owner", owner_linkedin_url: "https://www.linkedin.com/in/olga-owner" },
    });
    expect(ext.status, JSON.stringify(ext.body)).toBe(200);
    await importCsv(ben.token, "Bea,Basin,https://www.linkedin.com/in/bea-basin,bea@private.example,Basin Works,Engineer,01 Feb 2024");
    await importCsv(cy.token, "Cal,Cove,https://www.linkedin.com/in/cal-cove,cal@private.example,Cove Outfitters,Buyer,01 Mar 2024");
    await runPendingJobs();
    await joinTeam(ana, ben);
  });

  it("lists my network, my extended networks and my collaborators' networks, each by its query value", async () => {
    // No filter: the whole team network.
    expect(names(await list(ben.token))).toEqual(["Ada Anchor", "Bea Basin", "Ivo Portfolio"]);
    expect((await list(ben.token)).count).toBe(3);
    // Collaborators' networks only: Ana's own edge and the extended network Ana uploaded.
    const team = await list(ben.token, { query: ["users"] });
    expect(names(team)).toEqual(["Ada Anchor", "Ivo Portfolio"]);
    expect(team.data.every((c) => c.network === "users" && c.team_member?.name === "Ana Inviter" && c.team_member.id === ana.user.id)).toBe(true);
    expect(team.data.find((c) => c.connected_li_user.full_name === "Ivo Portfolio")!.extended_network).toMatchObject({ name: "Olga Owner" });
    expect(names(await list(ben.token, { query: ["base"] }))).toEqual(["Bea Basin"]);
    expect((await list(ben.token, { query: ["portfolio"] })).count).toBe(0);
    expect(names(await list(ben.token, { query: ["base", "users"] }))).toEqual(["Ada Anchor", "Bea Basin", "Ivo Portfolio"]);
    // The other filters apply to the team's rows too.
    expect(names(await list(ben.token, { search: "anch" }))).toEqual(["Ada Anchor"]);
    expect(names(await list(ben.token, { company: ["Anchorage Ltd"] }))).toEqual(["Ada Anchor"]);
    // The Relationship filter reads the tags of the row's owner (Ana tagged Ada "Sales Team") — once
    // Ana shows her tags to her team (issue 31: by default she keeps them to herself).
    expect(names(await list(ben.token, { tag: [SYSTEM_TAG_IDS.salesTeam] }))).toEqual([]);
    await showTags(ana.token);
    expect(names(await list(ben.token, { tag: [SYSTEM_TAG_IDS.salesTeam] }))).toEqual(["Ada Anchor"]);
    const companies = await call<string[]>(listExperience, "/api/v1/list-experience", { token: ben.token, body: { field: "company", search: "" } });
    expect(companies.body.data).toEqual(["Anchorage Ltd", "Basin Works", "Portco"]);

    // It works both ways: the inviter sees the member's network under "users".
    const fromAna = await list(ana.token, { query: ["users"] });
    expect(names(fromAna)).toEqual(["Bea Basin"]);
    expect(fromAna.data[0]!.team_member).toEqual({ id: ben.user.id, name: "Ben Member" });
    expect(names(await list(ana.token, { query: ["base"] }))).toEqual(["Ada Anchor"]);
    expect(names(await list(ana.token, { query: ["portfolio"] }))).toEqual(["Ivo Portfolio"]);
  });

  it("shows a collaborator's row without its private fields, while its owner sees them", async () => {
    const own = (await list(ana.token, { query: ["base"] })).data[0]!;
    expect(own).toMatchObject({ network: "base", team_member: null, email_address: "ada.secret@private.example", phone: "+44 20 7946 0000", email_count: 12, meeting_count: 3 });
    expect(own.last_interaction_at).not.toBeNull();

    // By default Ana keeps her manual tags to herself (issue 31): Ben sees the system tags only.
    const hidden = (await list(ben.token, { query: ["users"] })).data.find((c) => c.connected_li_user.full_name === "Ada Anchor")!;
    expect(hidden.connected_li_user.user_tags_v2.map((t) => t.tag)).not.toContain("Sales Team");
    expect(hidden.connected_li_user.user_tags_v2.map((t) => t.tag)).toContain("LinkedIn connection");
    await showTags(ana.token);
    const seen = await list(ben.token, { query: ["users"] });
    const ada = seen.data.find((c) => c.connected_li_user.full_name === "Ada Anchor")!;
    expect(ada).toMatchObject({ id: own.id, email_address: null, phone: null, email_count: null, meeting_count: null, last_interaction_at: null });
    // What a path shows stays: the person, the job, the relationship tags (without counts), the LinkedIn date.
    expect(ada.connected_on).toBe("2023-07-04");
    expect(ada.connected_li_user.experience[0]).toMatchObject({ company: "Anchorage Ltd", title: "Harbour Master" });
    const tags = ada.connected_li_user.user_tags_v2;
    expect(tags.map((t) => t.tag)).toEqual(expect.arrayContaining(["Sales Team", "LinkedIn connection"]));
    expect(tags.every((t) => t.user_id === ana.user.id && t.evidence === null)).toBe(true);
    const text = JSON.stringify(seen);
    // The phone as written, not a fragment of it: four digits also turn up inside random ids.
    for (const secret of ["ada.secret@private.example", "ivo@private.example", "+44 20 7946 0000", "7946 0000"]) expect(text).not.toContain(secret);
  });

  it("does not list the member themself among a collaborator's contacts", async () => {
    const me = { id: await insertPerson({ slug: "ben-member", name: "Ben Member", suppliedBy: ben.user.id }) };
    await db.update(users).set({ personId: me!.id }).where(eq(users.id, ben.user.id));
    await importCsv(ana.token, "Ben,Member,https://www.linkedin.com/in/ben-member,,Team A,Seller,01 May 2024");
    expect(names(await list(ana.token, { query: ["base"] }))).toEqual(["Ada Anchor", "Ben Member"]);
    expect(names(await list(ben.token, { query: ["users"] }))).toEqual(["Ada Anchor", "Ivo Portfolio"]);
    expect((await list(ben.token, { search: "Ben Member" })).count).toBe(0);
  });

  it("never lets a collaborator delete the other's edges", async () => {
    const ada = (await list(ben.token, { query: ["users"] })).data.find((c) => c.connected_li_user.full_name === "Ada Anchor")!;
    expect((await call(deleteOne, `/api/v1/delete-connection/${ada.id}`, { method: "DELETE", token: ben.token, params: { id: ada.id } })).status).toBe(404);
    expect((await call(deleteMany, "/api/v1/delete-connection", { method: "DELETE", token: ben.token, body: { ids: [ada.id] } })).status).toBe(404);
    expect(names(await list(ana.token, { query: ["base"] }))).toEqual(["Ada Anchor"]);
  });

  it("shows a member of another team none of it, with any filter, and drops the rows when the collaboration ends", async () => {
    for (const body of [{}, { query: ["users"] }, { query: ["base", "portfolio", "users"] }, { search: "a" }, { tag: [SYSTEM_TAG_IDS.salesTeam] }]) {
      const theirs = await list(cy.token, body);
      expect(theirs.data.every((c) => c.user === cy.user.id && c.network === "base"), JSON.stringify(body)).toBe(true);
      const text = JSON.stringify(theirs);
      for (const marker of ["Ada Anchor", "Bea Basin", "Ivo Portfolio", "Olga Owner", "Ana Inviter", "Ben Member", ana.user.id, ben.user.id]) expect(text, `${JSON.stringify(body)} leaked ${marker}`).not.toContain(marker);
    }
    expect(names(await list(cy.token))).toEqual(["Cal Cove"]);
    expect((await list(cy.token, { query: ["users"] })).count).toBe(0);
    const companies = await call<string[]>(listExperience, "/api/v1/list-experience", { token: cy.token, body: { field: "company", search: "" } });
    expect(companies.body.data).toEqual(["Cove Outfitters"]);
    // …and the team never sees Cy's network.
    expect(JSON.stringify(await list(ben.token))).not.toContain("Cal Cove");

    // Revoking the collaboration takes the pooled rows away on both sides at once.
    const link = (await call<CollaboratorLists>(collaboratorLists, "/api/v2/collaborator", { token: ana.token })).body.data.collaborator[0]!;
    expect((await call(revoke, "/api/v2/collaborator", { method: "DELETE", token: ana.token, query: { id: link.id } })).status).toBe(200);
    expect(names(await list(ben.token))).toEqual(["Bea Basin"]);
    expect(names(await list(ana.token))).toEqual(["Ada Anchor", "Ivo Portfolio"]);
  });
});

async function showTags(token: string) {
  const res = await call(putSharing, "/api/v2/sharing", { method: "PUT", token, body: { paused: false, share_tags: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
