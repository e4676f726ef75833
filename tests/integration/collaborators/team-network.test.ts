import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as listLeads } from "@/app/api/v1/list-leads/route";
import { POST as viewGraph } from "@/app/api/v2/view-relationship-graph/route";
import { DELETE as revoke, GET as list } from "@/app/api/v2/collaborator/route";
import { POST as invite } from "@/app/api/v2/collaborator/invite/route";
import { POST as accept } from "@/app/api/v2/collaborator/accept/route";
import type { CollaboratorLists, PendingInvite } from "@/lib/collaborators/schema";
import type { LeadPage } from "@/lib/pipeline/types";
import type { LeadWarmPaths } from "@/lib/paths/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
// B knows Ivy, who works at Globex now; A's own network has nobody there.
const B_NETWORK = `${HEADER}\nIvy,Introducer,https://www.linkedin.com/in/ivy-introducer,ivy.private@globex.example,Globex,Account Director,04 Jul 2023\n`;
const A_NETWORK = `${HEADER}\nPaul,Other,https://www.linkedin.com/in/paul-other,paul.private@initech.example,Initech,Engineer,01 Jan 2020\n`;

async function importNetwork(token: string, content: string) {
  const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Connections.csv", content } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
}

async function openPaths(token: string, leadId: string) {
  const res = await call<LeadWarmPaths>(viewGraph, "/api/v2/view-relationship-graph", { token, body: { lead_id: leadId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

async function cachedCount(token: string, leadId: string) {
  const page = await call<LeadPage>(listLeads, "/api/v1/list-leads", { token, body: {} });
  const lead = page.body.data.data.find((l) => l.id === leadId);
  return lead?.linkedin_user?.relation_metrics_target.find((m) => m.is_latest)?.total_path ?? 0;
}

async function joinTeams(inviter: string, inviteeToken: string, email: string) {
  const sent = await call<PendingInvite>(invite, "/api/v2/collaborator/invite", { token: inviter, body: { email } });
  expect(sent.status).toBe(200);
  const link = linksIn(await smtp.current.waitFor({ to: email }))[0]!;
  const code = link.match(/\/invitees\/([^/]+)\/$/)![1]!;
  expect((await call(accept, "/api/v2/collaborator/accept", { method: "POST", token: inviteeToken, query: { invite_id: code } })).status).toBe(200);
}

describe("the pooled team network", () => {
  it("gives A a path through B's network once B accepts, hides B's private fields, and loses it at once on revoke", async () => {
    const a = await signedInUser({ name: "Ada Inviter", email: "ada@acme-corp.com" });
    const b = await signedInUser({ name: "Ben Invitee", email: "ben@acme-corp.com" });
    await importNetwork(b.token, B_NETWORK);
    await importNetwork(a.token, A_NETWORK);
    const lead = await call<{ id: string }>(createLead, "/api/v2/leads", {
      token: a.token,
      body: { linkedin_url: "https://www.linkedin.com/in/tara-target/", name: "Tara Target", company: "Globex", role: "VP Sales" },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    const leadId = lead.body.data.id;

    // Before the team exists, only A's own network counts: nobody reaches Globex.
    expect((await openPaths(a.token, leadId)).body.data.paths).toEqual([]);

    await joinTeams(a.token, b.token, "ben@acme-corp.com");
    const withTeam = await openPaths(a.token, leadId);
    const paths = withTeam.body.data.paths;
    expect(paths.length).toBeGreaterThan(0);
    const viaIvy = paths.find((p) => p.path.some((n) => n.data.name === "Ivy Introducer"));
    expect(viaIvy, JSON.stringify(paths.map((p) => [p.origin.data.name, ...p.path.map((n) => n.data.name)]))).toBeDefined();
    expect(viaIvy!.origin.origin_type).toBe("team");
    expect(viaIvy!.origin.data.name).toBe("Ben Invitee");
    // B's private edge facts about Ivy never reach A.
    const raw = JSON.stringify(withTeam.body);
    expect(raw).not.toContain("ivy.private@globex.example");
    expect(raw).not.toMatch(/email_count|meeting_count|emailAddress|phone/i);

    // The cached count follows in the background.
    await runPendingJobs();
    expect(await cachedCount(a.token, leadId)).toBe(paths.length);

    // Revoke: only the inviter, at once, for both sides.
    const link = (await call<CollaboratorLists>(list, "/api/v2/collaborator", { token: a.token })).body.data.collaborator[0]!;
    expect((await call(revoke, "/api/v2/collaborator", { method: "DELETE", token: a.token, query: { id: link.id } })).status).toBe(200);
    expect((await openPaths(a.token, leadId)).body.data.paths).toEqual([]);
    await runPendingJobs();
    expect(await cachedCount(a.token, leadId)).toBe(0);
  });

  it("the team works both ways: the invitee's leads use the inviter's network", async () => {
    const a = await signedInUser({ name: "Ada Inviter", email: "ada@acme-corp.com" });
    const b = await signedInUser({ name: "Ben Invitee", email: "ben@acme-corp.com" });
    await importNetwork(a.token, B_NETWORK);
    const lead = await call<{ id: string }>(createLead, "/api/v2/leads", {
      token: b.token,
      body: { linkedin_url: "https://www.linkedin.com/in/tara-target/", name: "Tara Target", company: "Globex", role: "VP Sales" },
    });
    expect((await openPaths(b.token, lead.body.data.id)).body.data.paths).toEqual([]);
    await joinTeams(a.token, b.token, "ben@acme-corp.com");
    const paths = (await openPaths(b.token, lead.body.data.id)).body.data.paths;
    expect(paths.some((p) => p.origin.origin_type === "team" && p.origin.data.name === "Ada Inviter")).toBe(true);
  });
});
