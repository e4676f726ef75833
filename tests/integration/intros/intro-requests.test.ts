import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as listLeads } from "@/app/api/v1/list-leads/route";
import { POST as viewGraph } from "@/app/api/v2/view-relationship-graph/route";
import { DELETE as revoke, GET as listCollaborators } from "@/app/api/v2/collaborator/route";
import { POST as invite } from "@/app/api/v2/collaborator/invite/route";
import { POST as accept } from "@/app/api/v2/collaborator/accept/route";
import { GET as notifications } from "@/app/api/v2/notifications/route";
import { GET as listIntros, PATCH as moveIntro, POST as askIntro } from "@/app/api/v2/intro-requests/route";
import type { CollaboratorLists, PendingInvite } from "@/lib/collaborators/schema";
import type { IntroRequestDto } from "@/lib/intros/schema";
import { furthestIntroStatuses, introducersWithAcceptedIntros } from "@/lib/intros/service";
import { refreshScubaSort } from "@/lib/pipeline/scuba-sort-job";
import type { NotificationDto } from "@/lib/notifications/schema";
import type { LeadPage } from "@/lib/pipeline/types";
import type { LeadWarmPaths, WarmPath } from "@/lib/paths/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
// B knows Ivy (Globex); A knows Paul (Initech). A's lead Tara is at Globex, Tom at Initech.
const B_NETWORK = `${HEADER}\nIvy,Introducer,https://www.linkedin.com/in/ivy-introducer,ivy.private@globex.example,Globex,Account Director,04 Jul 2023\n`;
const A_NETWORK = `${HEADER}\nPaul,Other,https://www.linkedin.com/in/paul-other,paul.private@initech.example,Initech,Engineer,01 Jan 2020\n`;
const TEXTS = { ask: "You and Ivy work together — would you introduce me?", forwardable: "Hi Tara, I am Ada from Acme…" };

async function importNetwork(token: string, content: string) {
  const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Connections.csv", content } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
}

async function addLead(token: string, slug: string, name: string, company: string) {
  const res = await call<{ id: string }>(createLead, "/api/v2/leads", {
    token,
    body: { linkedin_url: `https://www.linkedin.com/in/${slug}/`, name, company, role: "VP Sales" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

async function paths(token: string, leadId: string): Promise<WarmPath[]> {
  const res = await call<LeadWarmPaths>(viewGraph, "/api/v2/view-relationship-graph", { token, body: { lead_id: leadId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.paths;
}

async function joinTeams(inviter: string, inviteeToken: string, email: string) {
  const sent = await call<PendingInvite>(invite, "/api/v2/collaborator/invite", { token: inviter, body: { email } });
  expect(sent.status).toBe(200);
  const link = linksIn(await smtp.current.waitFor({ to: email }))[0]!;
  const code = link.match(/\/invitees\/([^/]+)\/$/)![1]!;
  expect((await call(accept, "/api/v2/collaborator/accept", { method: "POST", token: inviteeToken, query: { invite_id: code } })).status).toBe(200);
}

const ask = (token: string, body: object) => call<IntroRequestDto>(askIntro, "/api/v2/intro-requests", { token, body: { ...TEXTS, ...body } });
const move = (token: string, id: string, status: string, note?: string) =>
  call<IntroRequestDto>(moveIntro, "/api/v2/intro-requests", { method: "PATCH", token, query: { id }, body: { status, note } });
const list = async (token: string, query: Record<string, string>) => {
  const res = await call<IntroRequestDto[]>(listIntros, "/api/v2/intro-requests", { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

async function team() {
  const a = await signedInUser({ name: "Ada Asker", email: "ada@acme-corp.com" });
  const b = await signedInUser({ name: "Ben Teammate", email: "ben@acme-corp.com" });
  await importNetwork(b.token, B_NETWORK);
  await importNetwork(a.token, A_NETWORK);
  await joinTeams(a.token, b.token, "ben@acme-corp.com");
  const tara = await addLead(a.token, "tara-target", "Tara Target", "Globex");
  const viaIvy = (await paths(a.token, tara)).find((p) => p.origin.origin_type === "team" && p.path[0]!.data.name === "Ivy Introducer")!;
  expect(viaIvy).toBeDefined();
  return { a, b, tara, viaIvy };
}

describe("intro requests", () => {
  it("go to the teammate whose contact the introducer is, who accepts; the requester then records the outcome", async () => {
    const { a, b, tara, viaIvy } = await team();

    const created = await ask(a.token, { lead_id: tara, path_id: viaIvy.path_id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const request = created.body.data;
    expect(request).toMatchObject({ status: "requested", side: "requester", self_tracked: false, responder: { id: b.user.id }, introducer: { name: "Ivy Introducer" } });
    expect(request.next).toEqual(["withdrawn"]);

    // One open request per lead and introducer.
    expect((await ask(a.token, { lead_id: tara, path_id: viaIvy.path_id })).status).toBe(409);

    // The teammate is told in the product and by e-mail, and sees the path and the texts.
    const mail = await smtp.current.waitFor({ to: "ben@acme-corp.com", subject: /introduction/ });
    expect(mail.text).toContain("Ada Asker");
    // The link leads to this request, not just home (issue 27 §14).
    expect(linksIn(mail).filter((l) => l.endsWith(`/?intro_request=${request.id}`))).toHaveLength(1);
    expect(mail.text).not.toContain(TEXTS.ask); // the ask is read in the product, not mailed around
    const bNotes = await call<NotificationDto[]>(notifications, "/api/v2/notifications", { token: b.token, query: { type: "INTRO_REQUEST" } });
    expect(bNotes.body.data.map((n) => n.data?.intro_request_id)).toContain(request.id);
    const [received] = await list(b.token, { scope: "received" });
    expect(received).toMatchObject({ id: request.id, side: "responder", ask: TEXTS.ask, forwardable: TEXTS.forwardable, target: { name: "Tara Target" } });
    expect(received!.path?.path_id).toBe(viaIvy.path_id);
    expect(received!.next).toEqual(["accepted", "declined"]);
    // B's private edge facts never reach A through the request either.
    expect(JSON.stringify(await list(a.token, { scope: "sent" }))).not.toContain("ivy.private@globex.example");

    // Each side makes only its own moves, in order.
    expect((await move(a.token, request.id, "accepted")).status).toBe(403);
    expect((await move(b.token, request.id, "intro_made")).status).toBe(409);
    const accepted = await move(b.token, request.id, "accepted", "Happy to — Ivy owes me one");
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.next).toEqual([]);
    expect((await move(b.token, request.id, "declined")).status).toBe(409);
    const aNotes = await call<NotificationDto[]>(notifications, "/api/v2/notifications", { token: a.token, query: { type: "INTRO_ANSWER" } });
    expect(aNotes.body.data[0]?.message).toContain("accepted");

    expect((await move(a.token, request.id, "won")).status).toBe(409);
    expect((await move(a.token, request.id, "intro_made", "Ivy wrote to Tara")).status).toBe(200);
    expect((await move(b.token, request.id, "meeting_booked")).status).toBe(403);
    const booked = await move(a.token, request.id, "meeting_booked", "Call on Tuesday");
    expect(booked.body.data.status).toBe("meeting_booked");
    expect(booked.body.data.history.map((h) => [h.status, h.note])).toEqual([
      ["requested", ""],
      ["accepted", "Happy to — Ivy owes me one"],
      ["intro_made", "Ivy wrote to Tara"],
      ["meeting_booked", "Call on Tuesday"],
    ]);
    expect((await furthestIntroStatuses(a.user.id, [tara])).get(tara)).toBe("meeting_booked");
    // The pipeline shows the furthest status, and filters leads with an open request.
    const other = await addLead(a.token, "tom-target", "Tom Target", "Initech");
    const page = async (where: object) => (await call<LeadPage>(listLeads, "/api/v1/list-leads", { token: a.token, body: { where } })).body.data.data;
    const all = await page({});
    expect(all.find((l) => l.id === tara)?.intro_status).toBe("meeting_booked");
    expect(all.find((l) => l.id === other)?.intro_status).toBeNull();
    expect((await page({ intro_request: { open: true } })).map((l) => l.id)).toEqual([tara]);
    // The AI sort counts the accepted request; the path's strength tooltip says the introducer said yes before.
    await refreshScubaSort(a.user.id);
    const sorted = await page({});
    expect(sorted.find((l) => l.id === tara)?.scuba_sort_factors).toMatchObject({ accepted_intro: true });
    expect(sorted.find((l) => l.id === other)?.scuba_sort_factors).toMatchObject({ accepted_intro: false });
    expect((await paths(a.token, tara)).find((p) => p.path_id === viaIvy.path_id)?.introducer_accepted_before).toBe(true);
    // B's own pipeline is not A's: the filter never lists A's leads for B.
    expect((await call<LeadPage>(listLeads, "/api/v1/list-leads", { token: b.token, body: { where: { intro_request: { open: true } } } })).body.data.data).toEqual([]);
    expect((await introducersWithAcceptedIntros([a.user.id])).has(viaIvy.path[0]!.id)).toBe(true);

    const open = await list(a.token, { scope: "sent", status: "open" });
    expect(open.map((r) => r.id)).toEqual([request.id]);
    expect(await list(a.token, { scope: "sent", status: "won" })).toEqual([]);
  });

  it("refuses a path the lead does not have, and shows another team nothing", async () => {
    const { a, tara, viaIvy } = await team();
    const other = await signedInUser({ name: "Olga Outsider", email: "olga@elsewhere.example" });
    const tom = await addLead(a.token, "tom-target", "Tom Target", "Initech");

    expect((await ask(a.token, { lead_id: tom, path_id: viaIvy.path_id })).status).toBe(400);
    expect((await ask(a.token, { lead_id: tara, path_id: "not-a-path" })).status).toBe(400);
    expect((await ask(a.token, { lead_id: tara, path_id: viaIvy.path_id, ask: "" })).status).toBe(400);

    const request = (await ask(a.token, { lead_id: tara, path_id: viaIvy.path_id })).body.data;
    // Another tenant: not the lead (404), not the request (404), nothing listed.
    expect((await ask(other.token, { lead_id: tara, path_id: viaIvy.path_id })).status).toBe(404);
    expect((await move(other.token, request.id, "accepted")).status).toBe(404);
    expect((await move(other.token, request.id, "withdrawn")).status).toBe(404);
    expect(await list(other.token, { scope: "sent" })).toEqual([]);
    expect(await list(other.token, { scope: "received" })).toEqual([]);
  });

  it("on the member's own path, the member tracks the answer themself", async () => {
    const { a } = await team();
    const tom = await addLead(a.token, "tom-target", "Tom Target", "Initech");
    const own = (await paths(a.token, tom)).find((p) => p.origin.origin_type === "me")!;
    expect(own).toBeDefined();
    const request = (await ask(a.token, { lead_id: tom, path_id: own.path_id })).body.data;
    expect(request).toMatchObject({ self_tracked: true, responder: null });
    expect(request.next).toEqual(["accepted", "declined", "withdrawn"]);
    expect((await move(a.token, request.id, "declined", "Paul is travelling")).body.data.status).toBe("declined");
    // An ended request frees the introducer for a new one.
    expect((await ask(a.token, { lead_id: tom, path_id: own.path_id })).status).toBe(200);
  });

  it("two answers at once: one wins, the other is refused", async () => {
    const { a, b, tara, viaIvy } = await team();
    const request = (await ask(a.token, { lead_id: tara, path_id: viaIvy.path_id })).body.data;
    const answers = await Promise.all([move(b.token, request.id, "accepted"), move(b.token, request.id, "declined")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [after] = await list(a.token, { scope: "sent" });
    expect(after!.history).toHaveLength(2);
  });

  it("a withdrawn request tells the teammate; revoking the collaboration closes the open ones and hides the path", async () => {
    const { a, b, tara, viaIvy } = await team();
    const first = (await ask(a.token, { lead_id: tara, path_id: viaIvy.path_id })).body.data;
    expect((await move(a.token, first.id, "withdrawn")).status).toBe(200);
    const bNotes = await call<NotificationDto[]>(notifications, "/api/v2/notifications", { token: b.token, query: { type: "INTRO_WITHDRAWN" } });
    expect(bNotes.body.data).toHaveLength(1);

    const second = (await ask(a.token, { lead_id: tara, path_id: viaIvy.path_id })).body.data;
    expect((await move(b.token, second.id, "accepted")).status).toBe(200);
    const link = (await call<CollaboratorLists>(listCollaborators, "/api/v2/collaborator", { token: a.token })).body.data.collaborator[0]!;
    expect((await call(revoke, "/api/v2/collaborator", { method: "DELETE", token: a.token, query: { id: link.id } })).status).toBe(200);

    // The path is gone at once (it is verified live); the request closes when the signal the revoke
    // queued with it (collaborationEnded) is handled.
    const [stillOpen] = await list(b.token, { scope: "received", status: "accepted" });
    expect(stillOpen).toMatchObject({ id: second.id, path: null });
    await runPendingJobs();
    const [received] = await list(b.token, { scope: "received", status: "closed" });
    expect(received).toMatchObject({ id: second.id, status: "closed", path: null });
    expect(received!.history.at(-1)?.note).toBe("The collaboration ended");
    expect((await move(a.token, second.id, "intro_made")).status).toBe(409);
    expect(await list(a.token, { scope: "sent", status: "open" })).toEqual([]);
  });
});
