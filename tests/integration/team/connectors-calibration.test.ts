import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import "@/register-jobs";
import { db } from "@/lib/db";
import { introRequestEvents, introRequests, leads } from "@/lib/db/schema";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as viewGraph } from "@/app/api/v2/view-relationship-graph/route";
import { POST as invite } from "@/app/api/v2/collaborator/invite/route";
import { POST as accept } from "@/app/api/v2/collaborator/accept/route";
import { POST as addUserTags } from "@/app/api/v1/add-user-tags/route";
import { SYSTEM_TAG_IDS } from "@/lib/tags/system-tags";
import { PATCH as moveIntro, POST as askIntro } from "@/app/api/v2/intro-requests/route";
import { GET as connectorsRoute } from "@/app/api/v2/team/connectors/route";
import { PUT as putSharing } from "@/app/api/v2/sharing/route";
import { GET as calibrationRoute } from "@/app/api/v2/team/calibration/route";
import { GET as adminCalibrationRoute } from "@/app/api/v2/admin/calibration/route";
import type { PendingInvite } from "@/lib/collaborators/schema";
import type { IntroRequestDto } from "@/lib/intros/schema";
import type { CalibrationTable } from "@/lib/intros/calibration-table";
import type { LeadWarmPaths, WarmPath } from "@/lib/paths/types";
import type { Connector } from "@/lib/team/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";
import { signedInSuperadmin } from "../admin/helpers";

// Issue 29: the team's connectors and the calibration table, from seeded requests with known
// answer times; another team's requests and people never appear in them, and never change them.

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const row = (first: string, last: string, company: string, title = "Account Director") =>
  `${first},${last},https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()},,${company},${title},04 Jul 2023`;
const csv = (...rows: string[]) => `${HEADER}\n${rows.join("\n")}\n`;
const TEXTS = { ask: "Would you introduce me?", forwardable: "Hi, I am Ada from Acme…" };

async function importNetwork(token: string, content: string) {
  const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Connections.csv", content } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
}

async function addLead(token: string, slug: string, name: string, company: string) {
  const res = await call<{ id: string }>(createLead, "/api/v2/leads", { token, body: { linkedin_url: `https://www.linkedin.com/in/${slug}/`, name, company, role: "VP Sales" } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
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
  const code = linksIn(await smtp.current.waitFor({ to: email }))[0]!.match(/\/invitees\/([^/]+)\/$/)![1]!;
  expect((await call(accept, "/api/v2/collaborator/accept", { method: "POST", token: inviteeToken, query: { invite_id: code } })).status).toBe(200);
  await runPendingJobs();
}

const ask = async (token: string, leadId: string, pathId: string) => {
  const res = await call<IntroRequestDto>(askIntro, "/api/v2/intro-requests", { token, body: { ...TEXTS, lead_id: leadId, path_id: pathId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
};
const move = async (token: string, id: string, status: string) => {
  const res = await call(moveIntro, "/api/v2/intro-requests", { method: "PATCH", token, query: { id }, body: { status } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** Puts a request's ask `hoursAgo` back and its answer `answerAfter` hours after it (answer times are known). */
async function timeRequest(id: string, hoursAgo: number, answerAfter?: number) {
  const askedAt = new Date(Date.now() - hoursAgo * 3600_000);
  await db.update(introRequests).set({ createdAt: askedAt }).where(eq(introRequests.id, id));
  await db.update(introRequestEvents).set({ at: askedAt }).where(and(eq(introRequestEvents.requestId, id), eq(introRequestEvents.status, "requested")));
  if (answerAfter !== undefined) {
    const answeredAt = new Date(askedAt.getTime() + answerAfter * 3600_000);
    for (const status of ["accepted", "declined"]) {
      await db.update(introRequestEvents).set({ at: answeredAt }).where(and(eq(introRequestEvents.requestId, id), eq(introRequestEvents.status, status)));
    }
  }
}

const connectors = async (token: string) => {
  const res = await call<Connector[]>(connectorsRoute, "/api/v2/team/connectors", { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const calibration = async (token: string) => {
  const res = await call<CalibrationTable>(calibrationRoute, "/api/v2/team/calibration", { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

/** Requests as they were stored before the band was kept (no band, no length): straight rows. */
async function oldRequests(requesterId: string, leadId: string, introducerId: string, pathId: string, n: number, status = "declined") {
  for (let i = 0; i < n; i++) {
    await db.insert(introRequests).values({ leadId, requesterId, responderId: null, pathId, introducerId, status, ask: "old", forwardable: "old" });
  }
}

describe("the team's connectors and the calibration table", () => {
  it("counts each member's people, Good best paths to the viewer's leads, intros asked and accepted and the median answer time; isolated per team", async () => {
    const ada = await signedInUser({ name: "Ada Asker", email: "ada@acme-corp.com" });
    const ben = await signedInUser({ name: "Ben Teammate", email: "ben@acme-corp.com" });
    // Another team, with its own people, leads and requests: never in Ada's figures, and unchanged by hers.
    const cy = await signedInUser({ name: "Cy Outsider", email: "cy@other-corp.com" });
    const dee = await signedInUser({ name: "Dee Outsider", email: "dee@other-corp.com" });

    await importNetwork(ben.token, csv(row("Ivy", "Introducer", "Globex"), row("Ian", "Second", "Globex"), row("Olga", "Other", "Umbrella")));
    // Ben works with Ivy (a manual 'Sales Team' tag, 10): Ben → Ivy → a Globex lead is Good.
    const tagged = await call(addUserTags, "/api/v1/add-user-tags", { token: ben.token, body: { profile_link: "https://www.linkedin.com/in/ivy-introducer", tags: [SYSTEM_TAG_IDS.salesTeam] } });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    // Teammates see a member's manual tags only when the member shows them (issue 31).
    const shown = await call(putSharing, "/api/v2/sharing", { token: ben.token, method: "PUT", body: { paused: false, share_tags: true } });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    await importNetwork(ada.token, csv(row("Paul", "Private", "Initech")));
    await joinTeams(ada.token, ben.token, "ben@acme-corp.com");
    await importNetwork(dee.token, csv(row("Vic", "Victim", "Globex"), row("Wes", "Victim", "Globex")));
    await joinTeams(cy.token, dee.token, "dee@other-corp.com");

    const targets = [];
    for (const [slug, name] of [["tara-target", "Tara Target"], ["tina-target", "Tina Target"], ["tod-target", "Tod Target"]] as const) {
      const leadId = await addLead(ada.token, slug, name, "Globex");
      const viaIvy = (await paths(ada.token, leadId)).find((p) => p.origin.origin_type === "team" && p.path[0]!.data.name === "Ivy Introducer")!;
      expect(viaIvy, name).toBeDefined();
      targets.push({ leadId, viaIvy });
    }
    const strength = targets[0]!.viaIvy.strength;
    expect(strength).toBe("Good"); // a current colleague of the lead, through a teammate

    // Three asks of Ben: one accepted after 2 h (then a meeting), one declined after 4 h, one unanswered.
    const [r1, r2, r3] = [await ask(ada.token, targets[0]!.leadId, targets[0]!.viaIvy.path_id), await ask(ada.token, targets[1]!.leadId, targets[1]!.viaIvy.path_id), await ask(ada.token, targets[2]!.leadId, targets[2]!.viaIvy.path_id)];
    await move(ben.token, r1, "accepted");
    await move(ada.token, r1, "intro_made");
    await move(ada.token, r1, "meeting_booked");
    await move(ben.token, r2, "declined");
    await timeRequest(r1, 30, 2);
    await timeRequest(r2, 30, 4);
    await timeRequest(r3, 30);

    // The other team asks too (Cy's lead at Globex, through Dee's Vic).
    const cyLead = await addLead(cy.token, "zed-target", "Zed Target", "Globex");
    const viaVic = (await paths(cy.token, cyLead)).find((p) => p.path[0]!.data.name === "Vic Victim")!;
    const rc = await ask(cy.token, cyLead, viaVic.path_id);
    await move(dee.token, rc, "accepted");
    await timeRequest(rc, 10, 1);
    const cyBefore = { connectors: await connectors(cy.token), calibration: await calibration(cy.token) };

    const adaView = await connectors(ada.token);
    expect(adaView.map((c) => [c.name, c.kind, c.is_you])).toEqual([
      ["Ada Asker", "member", true],
      ["Ben Teammate", "member", false],
    ]);
    const benRow = adaView[1]!;
    expect(benRow).toMatchObject({ user_id: ben.user.id, people: 3, intros_asked: 3, intros_accepted: 1, median_answer_hours: 3 });
    // Good best paths: Ada's three leads' best paths go through Ben when they are Good.
    expect(benRow.good_paths_to_leads).toBe(3);
    expect(adaView[0]).toMatchObject({ user_id: ada.user.id, people: 1, good_paths_to_leads: 0, intros_asked: 0, intros_accepted: 0, median_answer_hours: null });
    // Ben sees the same team (his own row first); the figures of leads are the viewer's own.
    const benView = await connectors(ben.token);
    expect(benView.map((c) => c.name)).toEqual(["Ben Teammate", "Ada Asker"]);
    expect(benView.find((c) => c.is_you)).toMatchObject({ intros_asked: 3, good_paths_to_leads: 0 });
    // Nobody sees another team.
    const all = JSON.stringify([adaView, benView]);
    for (const leak of ["Cy Outsider", "Dee Outsider", cy.user.id, dee.user.id]) expect(all).not.toContain(leak);
    expect((await connectors(cy.token)).map((c) => c.name)).toEqual(["Cy Outsider", "Dee Outsider"]);
    expect(JSON.stringify(await connectors(cy.token))).not.toContain("Ben Teammate");

    // Calibration: the band and length recorded with each request, counts and the note.
    const table = await calibration(ada.token);
    expect(table.min_requests).toBe(20);
    expect(table.rows).toEqual([{ band: strength, path_length: 3, asked: 3, accepted: 1, declined: 1, meetings: 1 }]);
    expect(table.bands.find((b) => b.band === strength)).toMatchObject({ asked: 3, accepted: 1, meetings: 1, note: "Too few requests to say anything" });
    expect(table.bands.map((b) => b.band)).toEqual(["Good", "Average", "Weak"]);
    const [stored] = await db.select().from(introRequests).where(eq(introRequests.id, r1));
    expect([stored!.askStrength, stored!.pathLength]).toEqual([strength, 3]);

    // Requests made before the band was kept: 'Not recorded', their length read from the path id;
    // 20 of a band say something (no note).
    const ivyId = targets[0]!.viaIvy.path[0]!.id;
    await oldRequests(ada.user.id, targets[0]!.leadId, ivyId, targets[0]!.viaIvy.path_id, 2);
    const [lead] = await db.select().from(leads).where(eq(leads.id, targets[1]!.leadId));
    for (let i = 0; i < 17; i++) {
      await db.insert(introRequests).values({ leadId: lead!.id, requesterId: ada.user.id, responderId: ben.user.id, pathId: targets[1]!.viaIvy.path_id, introducerId: ivyId, status: "declined", ask: "x", forwardable: "x", askStrength: strength, pathLength: 3 });
    }
    const after = await calibration(ada.token);
    expect(after.rows).toEqual([
      { band: strength, path_length: 3, asked: 20, accepted: 1, declined: 1, meetings: 1 },
      { band: "Not recorded", path_length: 3, asked: 2, accepted: 0, declined: 0, meetings: 0 },
    ]);
    expect(after.bands.find((b) => b.band === strength)!.note).toBeNull();
    expect(after.bands.find((b) => b.band === "Not recorded")!.note).toBe("Too few requests to say anything");

    // The other team's table counts only its own request, and Ada's requests changed nothing of theirs.
    const cyTable = await calibration(cy.token);
    expect(cyTable.rows.reduce((n, r) => n + r.asked, 0)).toBe(1);
    expect(cyTable.rows[0]).toMatchObject({ asked: 1, accepted: 1, meetings: 0 });
    expect(await connectors(cy.token)).toEqual(cyBefore.connectors);
    expect(cyTable).toEqual(cyBefore.calibration);

    // The superadmin's table: every team together, counts only (no team, member or lead named).
    const admin = await signedInSuperadmin();
    const res = await call<CalibrationTable>(adminCalibrationRoute, "/api/v2/admin/calibration", { token: admin.token });
    expect(res.status).toBe(200);
    const cyStrength = viaVic.strength;
    const expectedBand = (band: string) => (band === strength ? 20 : 0) + (band === cyStrength ? 1 : 0);
    for (const band of ["Good", "Average", "Weak"]) expect(res.body.data.bands.find((b) => b.band === band)!.asked, band).toBe(expectedBand(band));
    expect(res.body.data.bands.find((b) => b.band === "Not recorded")!.asked).toBe(2);
    const text = JSON.stringify(res.body.data);
    for (const leak of ["Ada", "Cy", ada.user.id, cy.user.id, targets[0]!.leadId]) expect(text).not.toContain(leak);
    // A member may not read it.
    expect((await call(adminCalibrationRoute, "/api/v2/admin/calibration", { token: ada.token })).status).toBe(403);
  });
});
