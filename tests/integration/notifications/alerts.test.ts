import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import "@/register-jobs";
import { db } from "@/lib/db";
import { leads, notifications, relationMetrics, type BestPath } from "@/lib/db/schema";
import { runPendingJobs } from "@/lib/jobs/service";
import { refreshTeamLeads } from "@/lib/leads/metrics-refresh";
import { decodePipelineLink } from "@/lib/links/decode";
import { sendAlertDigests } from "@/lib/account/alert-digest";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { PUT as editLead } from "@/app/api/v1/leads/[id]/route";
import { POST as saveProfile } from "@/app/api/v2/extension/profile/route";
import { POST as addUserTags } from "@/app/api/v1/add-user-tags/route";
import { PUT as putSharing } from "@/app/api/v2/sharing/route";
import { POST as invite } from "@/app/api/v2/collaborator/invite/route";
import { POST as accept } from "@/app/api/v2/collaborator/accept/route";
import { GET as alertsRoute } from "@/app/api/v2/notifications/alerts/route";
import { GET as companyRoute } from "@/app/api/v2/companies/[company_key]/route";
import type { CompanyPage } from "@/lib/companies/types";
import { PUT as readAll } from "@/app/api/v2/notifications/read-all/route";
import { PUT as readOne } from "@/app/api/v2/notifications/read/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/v2/notifications/settings/route";
import type { PendingInvite } from "@/lib/collaborators/schema";
import type { AlertList, NotificationDto } from "@/lib/notifications/schema";
import { SYSTEM_TAG_IDS } from "@/lib/tags/system-tags";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

// Issue 29's alerts: a way in opens (a first path, a Good one, a better one — once per lead and day,
// nothing when nothing improved), job changes (a lead who moved, a connection who joined a company
// with leads, the one-click update), the bell's calls and the daily digest; another team's alerts
// are never shown and never changed.

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const row = (first: string, last: string, company: string, title = "Account Director") =>
  `${first},${last},https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()},,${company},${title},04 Jul 2023`;
const csv = (...rows: string[]) => `${HEADER}\n${rows.join("\n")}\n`;

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

async function joinTeams(inviter: string, inviteeToken: string, email: string) {
  const sent = await call<PendingInvite>(invite, "/api/v2/collaborator/invite", { token: inviter, body: { email } });
  expect(sent.status).toBe(200);
  const code = linksIn(await smtp.current.waitFor({ to: email }))[0]!.match(/\/invitees\/([^/]+)\/$/)![1]!;
  expect((await call(accept, "/api/v2/collaborator/accept", { method: "POST", token: inviteeToken, query: { invite_id: code } })).status).toBe(200);
  await runPendingJobs();
}

const alerts = async (token: string) => {
  const res = await call<AlertList>(alertsRoute, "/api/v2/notifications/alerts", { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const warmPathAlerts = async (userId: string) =>
  db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, "WARM_PATH")));
const latestBest = async (leadId: string) =>
  (await db.select().from(relationMetrics).where(and(eq(relationMetrics.leadId, leadId), eq(relationMetrics.isLatest, true))))[0]!.bestPath;
/** Moves the lead's alert of today to an earlier day: the next refresh is another day's. */
const ageAlerts = (leadId: string, day: string) =>
  db.update(notifications).set({ dedupeKey: `warm-path:${leadId}:${day}` }).where(eq(notifications.dedupeKey, `warm-path:${leadId}:${new Date().toISOString().slice(0, 10)}`));
/** Puts the lead's latest figures back to an earlier, weaker best path (what a refresh compares with). */
const setBest = (leadId: string, best: BestPath | null) =>
  db.update(relationMetrics).set({ bestPath: best }).where(and(eq(relationMetrics.leadId, leadId), eq(relationMetrics.isLatest, true)));

describe("alerts when a way in opens", () => {
  it("tells the lead's owner of a first path, then of a better (Good) one the next day, at most once per lead per day, never when nothing improved", async () => {
    const ada = await signedInUser({ name: "Ada Owner", email: "ada@acme-corp.com" });
    const ben = await signedInUser({ name: "Ben Teammate", email: "ben@acme-corp.com" });
    const cy = await signedInUser({ name: "Cy Outsider", email: "cy@other-corp.com" });
    await importNetwork(ada.token, csv(row("Paul", "Private", "Initech")));
    await importNetwork(ben.token, csv(row("Zara", "Ali", "Globex")));
    const sara = await addLead(ada.token, "sara-novak", "Sara Novak", "Globex");
    // Computed once, no path: a lead just added raises nothing.
    expect(await latestBest(sara)).toBeNull();
    expect(await warmPathAlerts(ada.user.id)).toHaveLength(0);

    // Ben joins Ada's team: Ben → Zara → Sara (colleagues at Globex) is Ada's first path.
    await joinTeams(ada.token, ben.token, "ben@acme-corp.com");
    const first = await latestBest(sara);
    expect(first?.strength).toBe("Average");
    const [alert] = (await alerts(ada.token)).data;
    expect(alert).toMatchObject({ type: "WARM_PATH", message: "New warm path to Sara Novak via Zara Ali (Average)" });
    expect(decodePipelineLink((alert!.data!.href as string).split("/")[2]!)?.id).toBe(sara);
    expect(alert!.data).toMatchObject({ lead_id: sara, path_id: first!.path_id, strength: "Average", before: null });

    // Nothing improved: another refresh adds nothing.
    await refreshTeamLeads(ada.user.id);
    expect(await warmPathAlerts(ada.user.id)).toHaveLength(1);

    // Ben tags Zara 'Sales Team' the same day: the path turns Good, but one alert per lead per day.
    const tag = (token: string) => call(addUserTags, "/api/v1/add-user-tags", { token, body: { profile_link: "https://www.linkedin.com/in/zara-ali", tags: [SYSTEM_TAG_IDS.salesTeam] } });
    expect((await tag(ben.token)).status).toBe(200);
    // Teammates see a member's manual tags only when the member shows them (issue 31).
    expect((await call(putSharing, "/api/v2/sharing", { token: ben.token, method: "PUT", body: { paused: false, share_tags: true } })).status).toBe(200);
    await runPendingJobs();
    expect((await latestBest(sara))?.strength).toBe("Good");
    expect(await warmPathAlerts(ada.user.id)).toHaveLength(1);

    // The next day (the first alert is yesterday's), a refresh that finds the Good path again after
    // the Average one tells Ada: the first Good path.
    await ageAlerts(sara, "1999-01-01");
    await setBest(sara, first);
    await refreshTeamLeads(ada.user.id);
    const list = await alerts(ada.token);
    expect(list.unread).toBe(2);
    expect(list.data[0]).toMatchObject({ message: "New warm path to Sara Novak via Zara Ali (Good)", data: { strength: "Good", before: { strength: "Average" } } });

    // Two refreshes at once, each finding the better path: the database keeps one alert of the day.
    await ageAlerts(sara, "1999-01-02");
    await setBest(sara, first);
    await Promise.all([refreshTeamLeads(ada.user.id), refreshTeamLeads(ben.user.id)]);
    expect(await warmPathAlerts(ada.user.id)).toHaveLength(3);

    // Another team sees none of it, and cannot mark it read.
    expect((await alerts(cy.token)).data).toEqual([]);
    const foreign = await call(readOne, "/api/v2/notifications/read", { method: "PUT", token: cy.token, query: { id: list.data[0]!.id } });
    expect(foreign.status).toBe(404);
    expect((await call(readAll, "/api/v2/notifications/read-all", { method: "PUT", token: cy.token })).status).toBe(200);
    expect((await alerts(ada.token)).unread).toBe(3);
    // Ben's own bell is his: Ada's leads' alerts are Ada's.
    expect((await alerts(ben.token)).unread).toBe(0);

    // Marking read is per member: one, then all.
    const marked = await call(readOne, "/api/v2/notifications/read", { method: "PUT", token: ada.token, query: { id: list.data[0]!.id } });
    expect(marked.status).toBe(200);
    expect((await alerts(ada.token)).unread).toBe(2);
    const all = await call<{ marked: number }>(readAll, "/api/v2/notifications/read-all", { method: "PUT", token: ada.token });
    expect(all.body.data.marked).toBe(2);
    expect(await alerts(ada.token)).toEqual({ data: [], unread: 0 });
  });
});

describe("job changes", () => {
  it("flags a lead who moved (with a one-click update) and a connection who joined a company where the member has leads, once each", async () => {
    const ida = await signedInUser({ name: "Ida Seller", email: "ida@acme-corp.com" });
    const other = await signedInUser({ name: "Olaf Other", email: "olaf@other-corp.com" });
    // Ida's earlier facts: Sara at Acme (her lead), Ian at Initech (a connection); leads at Contoso.
    await importNetwork(ida.token, csv(row("Sara", "Novak", "Acme"), row("Ian", "Moss", "Initech"), row("Pia", "Still", "Umbrella")));
    const sara = await addLead(ida.token, "sara-novak", "Sara Novak", "Acme");
    await addLead(ida.token, "cora-one", "Cora One", "Contoso");
    await addLead(ida.token, "cora-two", "Cora Two", "Contoso");
    await addLead(ida.token, "cora-three", "Cora Three", "Contoso Inc.");
    // Another team's member imports the same people at new companies: Ida's facts are unchanged, nothing is flagged for her.
    await importNetwork(other.token, csv(row("Sara", "Novak", "Globex"), row("Ian", "Moss", "Contoso")));
    expect((await alerts(ida.token)).data).toEqual([]);

    // Ida's new import: Sara now at Globex, Ian at Contoso, Pia unchanged.
    await importNetwork(ida.token, csv(row("Sara", "Novak", "Globex"), row("Ian", "Moss", "Contoso"), row("Pia", "Still", "Umbrella")));
    const list = await alerts(ida.token);
    const byType = (type: string) => list.data.filter((n: NotificationDto) => n.type === type);
    expect(byType("LEAD_MOVED").map((n) => n.message)).toEqual(["Sara Novak now at Globex — update the lead?"]);
    expect(byType("LEAD_MOVED")[0]!.data).toMatchObject({ lead_id: sara, from: "Acme", company: "Globex" });
    expect(byType("JOINED_LEAD_COMPANY").map((n) => n.message)).toEqual(["Ian Moss joined Contoso, where you have 3 leads"]);
    expect(byType("JOINED_LEAD_COMPANY")[0]!.data).toMatchObject({ from: "Initech", company: "Contoso", leads: 3 });
    // Its link opens the company's page (by key, as the count): the three leads, and Ian there now.
    const href = byType("JOINED_LEAD_COMPANY")[0]!.data!.href as string;
    expect(href).toBe("/companies/contoso/");
    const page = await call<CompanyPage>(companyRoute, `/api/v2${href.slice(0, -1)}`, { token: ida.token, params: { company_key: "contoso" } });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.leads.map((l) => l.name).sort()).toEqual(["Cora One", "Cora Three", "Cora Two"]);
    expect(page.body.data.people.map((p) => p.name)).toContain("Ian Moss");
    expect((await alerts(other.token)).data).toEqual([]);

    // Ian at Contoso opens ways in to the Contoso leads too (the refresh's own alerts).
    expect(byType("WARM_PATH").map((n) => n.message).sort()).toEqual(["Cora One", "Cora Three", "Cora Two"].map((n) => `New warm path to ${n} via Ian Moss (Average)`));

    // The same import again flags nothing twice.
    await importNetwork(ida.token, csv(row("Sara", "Novak", "Globex"), row("Ian", "Moss", "Contoso")));
    expect((await alerts(ida.token)).unread).toBe(list.unread);

    // The one-click update: the lead's company becomes the new one (the ordinary lead edit).
    const updated = await call(editLead, `/api/v1/leads/${sara}`, { method: "PUT", token: ida.token, params: { id: sara }, body: { company: "Globex" } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const [lead] = await db.select().from(leads).where(eq(leads.id, sara));
    expect([lead!.company, lead!.companyKey]).toEqual(["Globex", "globex"]);
    // Another member cannot update Ida's lead that way.
    expect((await call(editLead, `/api/v1/leads/${sara}`, { method: "PUT", token: other.token, params: { id: sara }, body: { company: "Hacked" } })).status).toBe(404);
  });
});

describe("job changes and spelling", () => {
  it("flags no move when a re-import spells the same employer another way, and no lead update when the lead already names the new employer", async () => {
    const vic = await signedInUser({ name: "Vic Seller", email: "vic@acme-corp.com" });
    await importNetwork(vic.token, csv(row("Sam", "Same", "Acme"), row("Lou", "Later", "Initech")));
    await addLead(vic.token, "sam-same", "Sam Same", "Acme");
    await addLead(vic.token, "lou-later", "Lou Later", "Globex Group");
    // Sam: Acme → 'The Acme Group' (a spelling of the same employer); Lou: Initech → Globex, which his
    // lead already names ('Globex Group').
    await importNetwork(vic.token, csv(row("Sam", "Same", "The Acme Group"), row("Lou", "Later", "Globex")));
    const flagged = (await alerts(vic.token)).data.filter((n) => n.type === "LEAD_MOVED" || n.type === "JOINED_LEAD_COMPANY");
    expect(flagged).toEqual([]);
    // A real move is still one: Sam at Globex.
    await importNetwork(vic.token, csv(row("Sam", "Same", "Globex")));
    const moved = (await alerts(vic.token)).data.filter((n) => n.type === "LEAD_MOVED");
    expect(moved.map((n) => n.message)).toEqual(["Sam Same now at Globex — update the lead?"]);
  });
});

describe("job changes from a profile update", () => {
  it("flags a lead whose profile page, read by the member's extension, shows a new company", async () => {
    const ula = await signedInUser({ name: "Ula Seller", email: "ula@acme-corp.com" });
    await importNetwork(ula.token, csv(row("Mia", "Mover", "Acme")));
    const mia = await addLead(ula.token, "mia-mover", "Mia Mover", "Acme");
    const saved = await call(saveProfile, "/api/v2/extension/profile", {
      token: ula.token,
      body: {
        linkedin_url: "https://www.linkedin.com/in/mia-mover/",
        name: "Mia Mover",
        headline: "VP Sales at Globex",
        positions: [
          { title: "VP Sales", company: "Globex", dates: "Jan 2026 - Present · 1 yr" },
          { title: "Account Director", company: "Acme", dates: "Mar 2015 - Dec 2025 · 10 yrs" },
        ],
        educations: [],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await runPendingJobs();
    const moved = (await alerts(ula.token)).data.filter((n) => n.type === "LEAD_MOVED");
    expect(moved.map((n) => [n.message, n.data?.lead_id, n.data?.from])).toEqual([["Mia Mover now at Globex — update the lead?", mia, "Acme"]]);
  });
});

describe("the daily digest", () => {
  it("is off by default; once on, mails members with unread alerts once a day, with their links", async () => {
    const dee = await signedInUser({ name: "Dee Digest", email: "dee@acme-corp.com" });
    const eve = await signedInUser({ name: "Eve Quiet", email: "eve@acme-corp.com" });
    for (const u of [dee, eve]) {
      await db.insert(notifications).values({ userId: u.user.id, type: "WARM_PATH", message: `New warm path to Tara via Zed (Good)`, data: { href: "/pipeline/abc/" } });
    }
    expect((await call(getSettings, "/api/v2/notifications/settings", { token: dee.token })).body.data).toEqual({ daily_digest: false });
    await sendAlertDigests();
    expect(smtp.current.mails).toHaveLength(0);

    const on = await call(putSettings, "/api/v2/notifications/settings", { method: "PUT", token: dee.token, body: { daily_digest: true } });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ daily_digest: true });
    expect((await call(putSettings, "/api/v2/notifications/settings", { method: "PUT", token: dee.token, body: { daily_digest: "yes" } })).status).toBe(400);
    expect(await sendAlertDigests()).toBe(1);
    const mail = await smtp.current.waitFor({ to: "dee@acme-corp.com", subject: /alert/ });
    expect(mail.text).toContain("New warm path to Tara via Zed (Good)");
    expect(linksIn(mail).some((l) => l.endsWith("/pipeline/abc/"))).toBe(true);
    expect(smtp.current.mails.filter((m) => m.to.includes("eve@acme-corp.com"))).toHaveLength(0);
    // Once a day.
    expect(await sendAlertDigests()).toBe(0);
    // Nothing unread, nothing sent (the next day).
    await call(readAll, "/api/v2/notifications/read-all", { method: "PUT", token: dee.token });
    expect(await sendAlertDigests(new Date(Date.now() + 86_400_000))).toBe(0);
  });
});
