import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { GET as uploadStatus } from "@/app/api/v2/linkedin/upload-status/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { POST as listExperience } from "@/app/api/v1/list-experience/route";
import { POST as tagsMulti } from "@/app/api/v1/tags-multi/route";
import { POST as listTags } from "@/app/api/v1/list-tags/route";
import { POST as createTag } from "@/app/api/v1/create-tag/route";
import { POST as addUserTags } from "@/app/api/v1/add-user-tags/route";
import { DELETE as deleteConnection } from "@/app/api/v1/delete-connection/[id]/route";
import { GET as extendedNetworks } from "@/app/api/v2/extended-network/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as listLeads } from "@/app/api/v1/list-leads/route";
import { DELETE as deleteLead, PUT as editLead } from "@/app/api/v1/leads/[id]/route";
import { GET as relationTags } from "@/app/api/v2/leads/relation-tags/route";
import { GET as listBookmarks, POST as toggleBookmark } from "@/app/api/v2/leads/bookmark/route";
import { GET as bookmarkTop } from "@/app/api/v2/leads/bookmark-top/route";
import { GET as getLists, POST as createList, PUT as renameList, DELETE as deleteList } from "@/app/api/v2/list/route";
import { POST as addToList } from "@/app/api/v2/lead-pipeline/route";
import { POST as moveToNetwork } from "@/app/api/v2/leads/move-to-network/route";
import { POST as viewGraphV1 } from "@/app/api/v1/view-relationship-graph/route";
import { POST as viewGraphV2 } from "@/app/api/v2/view-relationship-graph/route";
import { GET as verify } from "@/app/api/v2/verify/route";
import { DELETE as revoke, GET as collaboratorLists } from "@/app/api/v2/collaborator/route";
import { POST as invite } from "@/app/api/v2/collaborator/invite/route";
import { POST as accept } from "@/app/api/v2/collaborator/accept/route";
import { POST as markPrivate } from "@/app/api/v2/connections/private/route";
import { GET as getSharing, PUT as putSharing } from "@/app/api/v2/sharing/route";
import { GET as personPanel } from "@/app/api/v2/people/[id]/route";
import type { CollaboratorLists, SharingSummary } from "@/lib/collaborators/schema";
import type { NetworkConnection } from "@/lib/network/schema";
import type { PersonPanel } from "@/lib/pipeline/types";
import type { LeadWarmPaths } from "@/lib/paths/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

// Team isolation (DESIGN §5, §11): every list, search, count and path call of one team returns
// nothing of the other team, and another team's objects answer 404.

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const row = (first: string, last: string, slug: string, email: string, company: string, position: string) =>
  `${first},${last},https://www.linkedin.com/in/${slug},${email},${company},${position},04 Jul 2023`;

type Member = Awaited<ReturnType<typeof signedInUser>>;
type Team = { name: string; inviter: Member; member: Member; leadId: string; listId: string; tagId: string; connectionId: string; markers: string[] };

async function importNetwork(token: string, lines: string[]) {
  const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Connections.csv", content: `${HEADER}\n${lines.join("\n")}\n` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
}

async function joinTeam(inviter: Member, member: Member) {
  expect((await call(invite, "/api/v2/collaborator/invite", { token: inviter.token, body: { email: member.user.email } })).status).toBe(200);
  const link = linksIn(await smtp.current.waitFor({ to: member.user.email }))[0]!;
  const code = link.match(/\/invitees\/([^/]+)\/$/)![1]!;
  expect((await call(accept, "/api/v2/collaborator/accept", { method: "POST", token: member.token, query: { invite_id: code } })).status).toBe(200);
}

/**
 * A team: the inviter's network (Inez at the team's company), the member's network (Milo at the
 * target company), a shared acquaintance both teams know ("Sam Shared", with a private e-mail per
 * team), a tag, a list and a lead that only the member's network reaches.
 */
async function buildTeam(name: "Alpha" | "Omega", company: string, targetCompany: string): Promise<Team> {
  const domain = `${name.toLowerCase()}-corp.com`;
  const inviter = await signedInUser({ name: `${name} Inviter`, email: `inviter@${domain}` });
  const member = await signedInUser({ name: `${name} Member`, email: `member@${domain}` });
  await importNetwork(inviter.token, [
    row("Inez", `${name}known`, `inez-${name.toLowerCase()}`, `inez@${domain}`, `${name} Holdings`, `${name} Director`),
    row("Sam", "Shared", "sam-shared", `sam.private@${domain}`, "Neutral Co", "Advisor"),
  ]);
  await importNetwork(member.token, [row("Milo", `${name}known`, `milo-${name.toLowerCase()}`, `milo@${domain}`, targetCompany, `${name} Account Lead`)]);
  await joinTeam(inviter, member);

  const tag = await call<{ id: string }>(createTag, "/api/v1/create-tag", { token: inviter.token, body: { tag: `${name} Tag` } });
  expect(tag.status, JSON.stringify(tag.body)).toBe(200);
  const tagged = await call(addUserTags, "/api/v1/add-user-tags", {
    token: inviter.token,
    body: { profile_link: `https://www.linkedin.com/in/inez-${name.toLowerCase()}`, tags: [tag.body.data.id] },
  });
  expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);

  const list = await call<{ id: string }>(createList, "/api/v2/list", { token: inviter.token, body: { name: `${name} List` } });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const lead = await call<{ id: string }>(createLead, "/api/v2/leads", {
    token: inviter.token,
    body: { linkedin_url: `https://www.linkedin.com/in/${name.toLowerCase()}-target/`, name: `${name} Target`, company: targetCompany, role: "VP Sales" },
  });
  expect(lead.status, JSON.stringify(lead.body)).toBe(200);
  expect((await call(addToList, "/api/v2/lead-pipeline", { token: inviter.token, body: { id: list.body.data.id, lead_ids: [lead.body.data.id] } })).status).toBe(200);

  const connections = await call<{ data: { id: string; connected_li_user: { full_name: string } }[] }>(listConnections, "/api/v1/list-connections", {
    token: inviter.token,
    body: {},
  });
  const inez = connections.body.data.data.find((c) => c.connected_li_user.full_name.startsWith("Inez"));
  expect(inez).toBeDefined();

  return {
    name,
    inviter,
    member,
    leadId: lead.body.data.id,
    listId: list.body.data.id,
    tagId: tag.body.data.id,
    connectionId: inez!.id,
    markers: [`${name}known`, `${name} Holdings`, `${name} Target`, `${name} List`, `${name} Tag`, `${name} Inviter`, `${name} Member`, domain, lead.body.data.id, list.body.data.id],
  };
}

function expectNoneOf(team: Team, body: unknown, what: string) {
  const text = JSON.stringify(body);
  for (const marker of team.markers) expect(text, `${what} leaked ${marker}`).not.toContain(marker);
}

async function openPaths(token: string, leadId: string) {
  return call<LeadWarmPaths>(viewGraphV2, "/api/v2/view-relationship-graph", { token, body: { lead_id: leadId } });
}

describe("two teams never see each other", () => {
  let alpha: Team;
  let omega: Team;
  beforeEach(async () => {
    // Both teams' targets work at Globex, so a pooled graph would link them if isolation failed.
    alpha = await buildTeam("Alpha", "Alpha Holdings", "Globex");
    omega = await buildTeam("Omega", "Omega Holdings", "Globex");
    await runPendingJobs();
  });

  it("lists, searches and counts of one team hold nothing of the other", async () => {
    for (const [mine, theirs] of [
      [alpha, omega],
      [omega, alpha],
    ] as const) {
      for (const who of [mine.inviter, mine.member]) {
        const calls: [string, unknown][] = [
          ["list-connections", (await call(listConnections, "/api/v1/list-connections", { token: who.token, body: {} })).body],
          ["list-connections search", (await call(listConnections, "/api/v1/list-connections", { token: who.token, body: { search: theirs.name } })).body],
          ["list-experience company", (await call(listExperience, "/api/v1/list-experience", { token: who.token, body: { field: "company", search: "" } })).body],
          ["list-experience title", (await call(listExperience, "/api/v1/list-experience", { token: who.token, body: { field: "title", search: theirs.name } })).body],
          ["list-tags", (await call(listTags, "/api/v1/list-tags", { token: who.token, body: {} })).body],
          ["list-tags search", (await call(listTags, "/api/v1/list-tags", { token: who.token, body: { search: theirs.name } })).body],
          [
            "tags-multi",
            (await call(tagsMulti, "/api/v1/tags-multi", { token: who.token, body: { profile_link: [`https://www.linkedin.com/in/inez-${theirs.name.toLowerCase()}`, "https://www.linkedin.com/in/sam-shared"] } })).body,
          ],
          ["extended-network", (await call(extendedNetworks, "/api/v2/extended-network", { token: who.token })).body],
          ["upload-status", (await call(uploadStatus, "/api/v2/linkedin/upload-status", { token: who.token })).body],
          ["list-leads", (await call(listLeads, "/api/v1/list-leads", { token: who.token, body: {} })).body],
          ["relation-tags", (await call(relationTags, "/api/v2/leads/relation-tags", { token: who.token })).body],
          ["bookmark-top", (await call(bookmarkTop, "/api/v2/leads/bookmark-top", { token: who.token })).body],
          ["list", (await call(getLists, "/api/v2/list", { token: who.token })).body],
          ["collaborator", (await call(collaboratorLists, "/api/v2/collaborator", { token: who.token })).body],
          ["verify", (await call(verify, "/api/v2/verify", { token: who.token })).body],
        ];
        for (const [what, body] of calls) expectNoneOf(theirs, body, `${mine.name} ${what}`);
      }
      // Positive controls: the same calls do show the caller's own team's data.
      const own = JSON.stringify((await call(listConnections, "/api/v1/list-connections", { token: mine.inviter.token, body: {} })).body);
      expect(own).toContain(`${mine.name}known`);
      expect(JSON.stringify((await call(listLeads, "/api/v1/list-leads", { token: mine.inviter.token, body: {} })).body)).toContain(`${mine.name} Target`);
      expect(JSON.stringify((await call(getLists, "/api/v2/list", { token: mine.inviter.token })).body)).toContain(`${mine.name} List`);
      const team = (await call<CollaboratorLists>(collaboratorLists, "/api/v2/collaborator", { token: mine.inviter.token })).body.data;
      expect(team.collaborator.map((c) => c.collaborator.name)).toEqual([`${mine.name} Member`]);
    }
  });

  it("paths run through the caller's team only, and never show another team's private fields", async () => {
    for (const [mine, theirs] of [
      [alpha, omega],
      [omega, alpha],
    ] as const) {
      const res = await openPaths(mine.inviter.token, mine.leadId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const names = res.body.data.paths.flatMap((p) => [p.origin.data.name, ...p.path.map((n) => n.data.name)]);
      // The own team's member reaches the target through Milo…
      expect(names).toContain(`Milo ${mine.name}known`);
      // …and nothing of the other team appears, though its member also knows people at Globex.
      expectNoneOf(theirs, res.body, `${mine.name} paths`);
      expect(JSON.stringify(res.body)).not.toMatch(/sam\.private@|milo@|inez@/);
      const v1 = await call(viewGraphV1, "/api/v1/view-relationship-graph", { token: mine.inviter.token, body: { id: mine.leadId } });
      expect(v1.status).toBe(200);
      expectNoneOf(theirs, v1.body, `${mine.name} paths v1`);
    }
  });

  it("another team's objects answer 404 and stay untouched", async () => {
    const t = alpha.inviter.token;
    const m = alpha.member.token;
    for (const token of [t, m]) {
      expect((await openPaths(token, omega.leadId)).status).toBe(404);
      expect((await call(viewGraphV1, "/api/v1/view-relationship-graph", { token, body: { id: omega.leadId } })).status).toBe(404);
      expect((await call(listBookmarks, "/api/v2/leads/bookmark", { token, query: { lead_id: omega.leadId } })).status).toBe(404);
      expect(
        (await call(toggleBookmark, "/api/v2/leads/bookmark", { token, query: { lead_id: omega.leadId }, body: { path_id: "x>y>z" } })).status,
      ).toBe(404);
      expect((await call(editLead, `/api/v1/leads/${omega.leadId}`, { method: "PUT", token, params: { id: omega.leadId }, body: { name: "Hijacked" } })).status).toBe(404);
      expect((await call(deleteLead, `/api/v1/leads/${omega.leadId}`, { method: "DELETE", token, params: { id: omega.leadId } })).status).toBe(404);
      expect((await call(moveToNetwork, "/api/v2/leads/move-to-network", { method: "POST", token, query: { id: omega.leadId } })).status).toBe(404);
      expect((await call(renameList, "/api/v2/list", { method: "PUT", token, query: { id: omega.listId }, body: { name: "Hijacked" } })).status).toBe(404);
      expect((await call(deleteList, "/api/v2/list", { method: "DELETE", token, query: { id: omega.listId }, body: {} })).status).toBe(404);
      expect(
        (await call(deleteConnection, `/api/v1/delete-connection/${omega.connectionId}`, { method: "DELETE", token, params: { id: omega.connectionId } })).status,
      ).toBe(404);
      const revokeOther = await call(revoke, "/api/v2/collaborator", { method: "DELETE", token, query: { id: (await omegaLinkId()) } });
      expect(revokeOther.status).toBe(404);
    }
    // Omega's objects are intact.
    const leads = JSON.stringify((await call(listLeads, "/api/v1/list-leads", { token: omega.inviter.token, body: {} })).body);
    expect(leads).toContain("Omega Target");
    expect(leads).not.toContain("Hijacked");
    expect(JSON.stringify((await call(getLists, "/api/v2/list", { token: omega.inviter.token })).body)).toContain("Omega List");
    expect(JSON.stringify((await call(listConnections, "/api/v1/list-connections", { token: omega.inviter.token, body: {} })).body)).toContain("Inez");
    expect((await openPaths(omega.inviter.token, omega.leadId)).body.data.paths.length).toBeGreaterThan(0);
  });

  it("a collaborator's removal removes their paths from the team", async () => {
    const before = await openPaths(alpha.inviter.token, alpha.leadId);
    expect(before.body.data.paths.some((p) => p.origin.data.name === "Alpha Member")).toBe(true);
    const link = (await call<CollaboratorLists>(collaboratorLists, "/api/v2/collaborator", { token: alpha.inviter.token })).body.data.collaborator[0]!;
    expect((await call(revoke, "/api/v2/collaborator", { method: "DELETE", token: alpha.inviter.token, query: { id: link.id } })).status).toBe(200);
    const after = await openPaths(alpha.inviter.token, alpha.leadId);
    expect(after.body.data.paths.filter((p) => p.origin.data.name === "Alpha Member" || p.path.some((n) => n.data.name.includes("Milo")))).toEqual([]);
    // The other team is unaffected.
    expect((await openPaths(omega.inviter.token, omega.leadId)).body.data.paths.length).toBeGreaterThan(0);
  });

  async function omegaLinkId() {
    return (await call<CollaboratorLists>(collaboratorLists, "/api/v2/collaborator", { token: omega.inviter.token })).body.data.collaborator[0]!.id;
  }

  // What a connector shares (issue 31): each control changes what the member's teammates see, at
  // their next request, and nothing another team does changes it.

  async function rows(token: string, body: object = {}) {
    return (await call<{ data: NetworkConnection[]; count: number }>(listConnections, "/api/v1/list-connections", { token, body: { limit: 100, ...body } })).body.data;
  }
  const pathNames = (r: { body: { data: LeadWarmPaths } }) => r.body.data.paths.flatMap((p) => [p.origin.data.name, ...p.path.map((n) => n.data.name)]);
  const setSharing = (token: string, body: { paused: boolean; share_tags: boolean }) => call<SharingSummary>(putSharing, "/api/v2/sharing", { method: "PUT", token, body });

  it("a private connection leaves the teammates' paths, person panel and network list; its owner keeps it; another team cannot mark it", async () => {
    const before = await openPaths(alpha.inviter.token, alpha.leadId);
    expect(pathNames(before)).toContain("Milo Alphaknown");
    const milo = (await rows(alpha.member.token)).data.find((c) => c.connected_li_user.full_name === "Milo Alphaknown")!;
    expect(milo.private).toBe(false);
    expect((await call(personPanel, `/api/v2/people/${milo.connected_user}`, { token: alpha.inviter.token, params: { id: milo.connected_user } })).status).toBe(200);

    // Another team's member names Alpha's connection: ignored and counted, nothing changes.
    const foreign = await call<{ updated: number; ignored: number }>(markPrivate, "/api/v2/connections/private", { token: omega.member.token, body: { ids: [milo.id], private: true } });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toMatchObject({ updated: 0, ignored: 1 });
    // So does the owner's own teammate: only the owner marks their connections.
    const teammate = await call<{ updated: number; ignored: number }>(markPrivate, "/api/v2/connections/private", { token: alpha.inviter.token, body: { ids: [milo.id], private: true } });
    expect(teammate.body.data).toMatchObject({ updated: 0, ignored: 1 });
    expect(pathNames(await openPaths(alpha.inviter.token, alpha.leadId))).toContain("Milo Alphaknown");

    const marked = await call<{ updated: number; ignored: number }>(markPrivate, "/api/v2/connections/private", { token: alpha.member.token, body: { ids: [milo.id], private: true } });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data).toMatchObject({ updated: 1, ignored: 0 });

    // The teammate's next requests: no path through Milo, no panel, no row.
    const after = await openPaths(alpha.inviter.token, alpha.leadId);
    expect(pathNames(after)).not.toContain("Milo Alphaknown");
    expect((await call(personPanel, `/api/v2/people/${milo.connected_user}`, { token: alpha.inviter.token, params: { id: milo.connected_user } })).status).toBe(404);
    expect((await rows(alpha.inviter.token)).data.map((c) => c.connected_li_user.full_name)).not.toContain("Milo Alphaknown");
    // The owner keeps it, marked.
    const own = (await rows(alpha.member.token)).data.find((c) => c.id === milo.id)!;
    expect(own.private).toBe(true);
    expect((await call(personPanel, `/api/v2/people/${milo.connected_user}`, { token: alpha.member.token, params: { id: milo.connected_user } })).status).toBe(200);
    // Omega's paths are unaffected; and shared again, the path comes back.
    expect((await openPaths(omega.inviter.token, omega.leadId)).body.data.paths.length).toBeGreaterThan(0);
    await call(markPrivate, "/api/v2/connections/private", { token: alpha.member.token, body: { ids: [milo.id], private: false } });
    expect(pathNames(await openPaths(alpha.inviter.token, alpha.leadId))).toContain("Milo Alphaknown");
  });

  it("pausing sharing hides all of the member's network from the team until resumed; another team's pause changes nothing", async () => {
    expect((await setSharing(omega.member.token, { paused: true, share_tags: false })).status).toBe(200);
    expect(pathNames(await openPaths(alpha.inviter.token, alpha.leadId))).toContain("Milo Alphaknown");

    const paused = await setSharing(alpha.member.token, { paused: true, share_tags: false });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data).toMatchObject({ paused: true, share_tags: false });
    const hidden = await openPaths(alpha.inviter.token, alpha.leadId);
    expect(hidden.status).toBe(200);
    expect(pathNames(hidden)).not.toContain("Milo Alphaknown");
    expect(pathNames(hidden)).not.toContain("Alpha Member");
    expect((await rows(alpha.inviter.token, { query: ["users"] })).count).toBe(0);
    // The inviter is told: Alpha Member's sharing is paused.
    const seen = await call<SharingSummary>(getSharing, "/api/v2/sharing", { token: alpha.inviter.token });
    expect(seen.body.data.team).toEqual([{ user_id: alpha.member.user.id, paused: true, share_tags: false, shared: 0 }]);
    // The paused member still sees their team's network (pausing is about what they share).
    expect((await rows(alpha.member.token, { query: ["users"] })).data.map((c) => c.connected_li_user.full_name)).toContain("Sam Shared");

    await setSharing(alpha.member.token, { paused: false, share_tags: false });
    expect(pathNames(await openPaths(alpha.inviter.token, alpha.leadId))).toContain("Milo Alphaknown");
    expect((await rows(alpha.inviter.token, { query: ["users"] })).count).toBe(1);
  });

  it("a member's manual tags reach teammates (network list and person panel) only when shared, never another team", async () => {
    const inez = (await rows(alpha.member.token)).data.find((c) => c.connected_li_user.full_name === "Inez Alphaknown")!;
    const tagsOf = (c: NetworkConnection) => c.connected_li_user.user_tags_v2.map((t) => t.tag);
    const panelTags = async (token: string) => {
      const r = await call<PersonPanel>(personPanel, `/api/v2/people/${inez.connected_user}`, { token, params: { id: inez.connected_user } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data.known_by.flatMap((k) => k.segment.tag.map(([label]) => label));
    };
    // By default the member sees the system tags only.
    expect(tagsOf(inez)).not.toContain("Alpha Tag");
    expect(tagsOf(inez)).toContain("LinkedIn connection");
    expect(await panelTags(alpha.member.token)).not.toContain("Alpha Tag");
    expect(await panelTags(alpha.inviter.token)).toContain("Alpha Tag");

    await setSharing(alpha.inviter.token, { paused: false, share_tags: true });
    expect(tagsOf((await rows(alpha.member.token)).data.find((c) => c.id === inez.id)!)).toContain("Alpha Tag");
    expect(await panelTags(alpha.member.token)).toContain("Alpha Tag");
    expect((await rows(alpha.member.token, { tag: [alpha.tagId] })).data.map((c) => c.connected_li_user.full_name)).toEqual(["Inez Alphaknown"]);
    // Another team sees none of it, shared or not.
    for (const token of [omega.inviter.token, omega.member.token]) {
      expectNoneOf(alpha, (await call(listConnections, "/api/v1/list-connections", { token, body: {} })).body, "omega list after alpha shares tags");
      expectNoneOf(alpha, (await call(getSharing, "/api/v2/sharing", { token })).body, "omega sharing summary");
      expect((await call(personPanel, `/api/v2/people/${inez.connected_user}`, { token, params: { id: inez.connected_user } })).status).toBe(404);
    }
    await setSharing(alpha.inviter.token, { paused: false, share_tags: false });
    expect(await panelTags(alpha.member.token)).not.toContain("Alpha Tag");
  });
});
