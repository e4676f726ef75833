import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import { eq, sql } from "drizzle-orm";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { db } from "@/lib/db";
import { auditLogs, dataExports, introRequests, invites, persons, suppressions } from "@/lib/db/schema";
import { seal } from "@/lib/crypto/secret-box";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { GET as uploadStatus } from "@/app/api/v2/linkedin/upload-status/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as listLeads } from "@/app/api/v1/list-leads/route";
import { POST as saveProfile } from "@/app/api/v2/extension/profile/route";
import { GET as personPanel } from "@/app/api/v2/people/[id]/route";
import { POST as erasePerson } from "@/app/api/v2/admin/erase-person/route";
import { GET as exportStatus, POST as startExport } from "@/app/api/v2/export/my-data/route";
import type { UploadStatus } from "@/lib/network/schema";
import type { DataExportStatus } from "@/lib/privacy/schema";
import { slugSuppressionHash, emailSuppressionHash } from "@/lib/people/suppression";
import { GET as companyRoute } from "@/app/api/v2/companies/[company_key]/route";
import { companyKey } from "@/lib/people/keys";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

// Erasing a person who is not a member, and 'Export my data' (issue 31, decision 018).

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const row = (first: string, last: string, slug: string, email: string, company: string, position: string) =>
  `${first},${last},https://www.linkedin.com/in/${slug},${email},${company},${position},04 Jul 2023`;

async function importNetwork(token: string, lines: string[]) {
  const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Connections.csv", content: `${HEADER}\n${lines.join("\n")}\n` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
  return (await call<UploadStatus>(uploadStatus, "/api/v2/linkedin/upload-status", { token })).body.data.linkedin;
}

const superadmin = () => signedInUser({ name: "Root", email: `root-${Math.random().toString(36).slice(2, 8)}@scuba.local`, role: "superadmin", totpSecretEnc: seal("JBSWY3DPEHPK3PXP"), totpEnabledAt: new Date() });

describe("erasing a person who is not a member", () => {
  it("removes every tenant's facts, connections, leads and bookmarks about them, stores only a hash, and later adds skip them", async () => {
    const root = await superadmin();
    const alpha = await signedInUser({ name: "Alpha Seller", email: "alpha@alpha-corp.com" });
    const omega = await signedInUser({ name: "Omega Seller", email: "omega@omega-corp.com" });
    // Two tenants know Erin; each has a lead of her. A bystander stays.
    await importNetwork(alpha.token, [row("Erin", "Erasable", "erin-erasable", "erin@home.example", "Acme", "CFO"), row("Bob", "Bystander", "bob-bystander", "", "Acme", "CTO")]);
    await importNetwork(omega.token, [row("Erin", "Erasable", "erin-erasable", "erin.work@omega-client.example", "Acme", "CFO")]);
    for (const m of [alpha, omega]) {
      const lead = await call(createLead, "/api/v2/leads", { token: m.token, body: { linkedin_url: "https://www.linkedin.com/in/erin-erasable", name: "Erin Erasable", company: "Acme", role: "CFO" } });
      expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    }
    // Omega also has a lead of her by e-mail only (no LinkedIn URL).
    expect((await call(createLead, "/api/v2/leads", { token: omega.token, body: { name: "Erin Byemail", company: "Acme Corp", role: "Finance", email: "erin@home.example" } })).status).toBe(200);
    await runPendingJobs();
    const [erin] = await db.select().from(persons).where(eq(persons.slug, "erin-erasable"));
    expect((await call(personPanel, `/api/v2/people/${erin!.id}`, { token: alpha.token, params: { id: erin!.id } })).status).toBe(200);
    // Alpha asked for an intro to another lead through Erin: the request goes with her.
    const tina = await call<{ id: string }>(createLead, "/api/v2/leads", { token: alpha.token, body: { linkedin_url: "https://www.linkedin.com/in/tina-target", name: "Tina Target", company: "Acme", role: "CEO" } });
    const [throughErin] = await db
      .insert(introRequests)
      .values({ leadId: tina.body.data.id, requesterId: alpha.user.id, responderId: null, pathId: `${alpha.user.personId}>${erin!.id}>x`, introducerId: erin!.id, ask: "a", forwardable: "b" })
      .returning();

    // Not a superadmin → 403; a member's address → refused.
    expect((await call(erasePerson, "/api/v2/admin/erase-person", { token: alpha.token, body: { linkedin_url: "https://www.linkedin.com/in/erin-erasable" } })).status).toBe(403);
    const member = await call(erasePerson, "/api/v2/admin/erase-person", { token: root.token, body: { email: "omega@omega-corp.com" } });
    expect(member.status).toBe(409);
    expect((await call(erasePerson, "/api/v2/admin/erase-person", { token: root.token, body: { linkedin_url: "https://example.com/erin" } })).status).toBe(400);

    const res = await call<{ persons_removed: number; members_affected: number }>(erasePerson, "/api/v2/admin/erase-person", {
      token: root.token,
      body: { linkedin_url: "https://www.linkedin.com/in/Erin-Erasable/?trk=x" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.persons_removed).toBe(1);
    expect(res.body.data.members_affected).toBe(2);
    // Nobody's query returns her any more.
    for (const m of [alpha, omega]) {
      const conns = JSON.stringify((await call(listConnections, "/api/v1/list-connections", { token: m.token, body: {} })).body);
      expect(conns).not.toContain("Erin");
      const leads = JSON.stringify((await call(listLeads, "/api/v1/list-leads", { token: m.token, body: {} })).body);
      expect(leads).not.toContain("Erasable");
      expect((await call(personPanel, `/api/v2/people/${erin!.id}`, { token: m.token, params: { id: erin!.id } })).status).toBe(404);
    }
    expect(JSON.stringify((await call(listConnections, "/api/v1/list-connections", { token: alpha.token, body: {} })).body)).toContain("Bystander");
    const left = await db.execute(sql`select
      (select count(*) from persons where slug = 'erin-erasable') as persons,
      (select count(*) from connections where email_address like 'erin%') as connections,
      (select count(*) from leads where linkedin_url like '%erin-erasable%') as leads`);
    expect(Object.values((left as unknown as { rows: Record<string, unknown>[] }).rows[0]!).map(Number)).toEqual([0, 0, 0]);
    expect(await db.select().from(introRequests).where(eq(introRequests.id, throughErin!.id))).toEqual([]);
    // The by-e-mail lead of Omega is not her LinkedIn identity: it goes with an e-mail request.
    expect(JSON.stringify((await call(listLeads, "/api/v1/list-leads", { token: omega.token, body: {} })).body)).toContain("Erin Byemail");
    // Alpha invited her to the team at that address: the invitation goes with an e-mail request.
    await db.insert(invites).values({ inviterId: alpha.user.id, email: "erin@home.example", codeHash: "erin-invite", expiresAt: new Date(Date.now() + 86_400_000) });
    const byEmail = await call(erasePerson, "/api/v2/admin/erase-person", { token: root.token, body: { email: " ERIN@home.example " } });
    expect(byEmail.status, JSON.stringify(byEmail.body)).toBe(200);
    expect(await db.select().from(invites).where(eq(invites.email, "erin@home.example"))).toHaveLength(0);
    expect(JSON.stringify((await call(listLeads, "/api/v1/list-leads", { token: omega.token, body: {} })).body)).not.toContain("Erin Byemail");

    // Only hashes are stored, never the slug or the address.
    const stored = await db.select().from(suppressions);
    expect(stored.map((s) => s.keyHash).sort()).toEqual([slugSuppressionHash("erin-erasable"), emailSuppressionHash("erin@home.example")].sort());
    expect(JSON.stringify(stored)).not.toMatch(/erin/i);
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.action, "people.erase"));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toMatch(/erin/i);

    // Later: an import skips her with a counted reason; a lead add and an extension save are refused.
    const summary = await importNetwork(alpha.token, [row("Erin", "Erasable", "erin-erasable", "", "Acme", "CFO"), row("Other", "Mailer", "other-mailer", "erin@home.example", "Acme", "CEO"), row("Nina", "New", "nina-new", "", "Acme", "COO")]);
    expect(summary).toMatchObject({ rows: 3, imported: 1, skipped_count: 2 });
    expect(summary.skipped_by_reason).toEqual({ "Suppressed by request": 2 });
    expect(await db.select().from(persons).where(eq(persons.slug, "erin-erasable"))).toHaveLength(0);
    const lead = await call(createLead, "/api/v2/leads", { token: omega.token, body: { linkedin_url: "linkedin.com/in/erin-erasable", name: "Erin", company: "Acme", role: "CFO" } });
    expect(lead.status).toBe(422);
    expect(lead.body.message).toBe("Suppressed by request");
    const saved = await call(saveProfile, "/api/v2/extension/profile", { token: omega.token, body: { linkedin_url: "https://www.linkedin.com/in/erin-erasable/", name: "Erin Erasable" } });
    expect(saved.status).toBe(422);
    expect(await db.select().from(persons).where(eq(persons.slug, "erin-erasable"))).toHaveLength(0);
  });
});

describe("exporting one's data", () => {
  it("builds one zip with the member's data, downloadable once, by that member only, within 24 hours", async () => {
    const me = await signedInUser({ name: "Xena Exporter", email: "xena@export-corp.com" });
    const other = await signedInUser({ name: "Other Member", email: "other@else-corp.com" });
    await importNetwork(me.token, [row("Quinn", "Quoted", "quinn-quoted", "quinn@private.example", "=HYPERLINK(1)", "Buyer")]);
    expect((await call(createLead, "/api/v2/leads", { token: me.token, body: { linkedin_url: "https://www.linkedin.com/in/lara-lead", name: "Lara Lead", company: "Leadco", role: "CEO" } })).status).toBe(200);
    // A company page opened: remembered for the member (decision 019), and theirs to see.
    const quinnsCompany = companyKey("=HYPERLINK(1)");
    expect((await call(companyRoute, `/api/v2/companies/${encodeURIComponent(quinnsCompany)}`, { token: me.token, params: { company_key: quinnsCompany } })).status).toBe(200);

    const started = await call<{ id: string }>(startExport, "/api/v2/export/my-data", { token: me.token, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.data.id;
    const queued = await call<DataExportStatus>(exportStatus, "/api/v2/export/my-data", { token: me.token, query: { id } });
    expect(queued.body.data).toMatchObject({ status: "queued", progress: { completed: 0 } });
    // Asking again while it waits answers the same export.
    expect((await call<{ id: string }>(startExport, "/api/v2/export/my-data", { token: me.token, body: {} })).body.data.id).toBe(id);
    await runPendingJobs();
    const ready = await call<DataExportStatus>(exportStatus, "/api/v2/export/my-data", { token: me.token, query: { id } });
    expect(ready.body.data.status).toBe("ready");
    expect(ready.body.data.progress.completed).toBe(ready.body.data.progress.total);
    expect(ready.body.data.files).toEqual(expect.arrayContaining(["account.json", "connections.csv", "leads.csv", "sessions.csv", "payments.csv", "intro_requests.csv", "companies_opened.csv"]));

    // Another member: unknown, for the status and the archive.
    expect((await call(exportStatus, "/api/v2/export/my-data", { token: other.token, query: { id } })).status).toBe(404);
    expect((await call(exportStatus, "/api/v2/export/my-data", { token: other.token, query: { id, download: "1" } })).status).toBe(404);

    const url = new URL(`http://localhost:3000/api/v2/export/my-data?id=${id}&download=1`);
    const { NextRequest } = await import("next/server");
    const res = await exportStatus(new NextRequest(url, { headers: { authorization: `Bearer ${me.token}`, "x-device-id": "test-device-0001" } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const zip = await JSZip.loadAsync(new Uint8Array(await res.arrayBuffer()));
    const account = JSON.parse(await zip.file("account.json")!.async("string"));
    expect(account.account).toMatchObject({ email: "xena@export-corp.com", name: "Xena Exporter", has_password: true });
    expect(JSON.stringify(account)).not.toMatch(/password_hash|totp_secret/);
    const connections = await zip.file("connections.csv")!.async("string");
    expect(connections).toContain("quinn-quoted");
    expect(connections).toContain("quinn@private.example");
    // Formula-safe cells (DESIGN §11).
    expect(connections).toContain("'=HYPERLINK(1)");
    expect(await zip.file("leads.csv")!.async("string")).toContain("Lara Lead");
    expect(await zip.file("sessions.csv")!.async("string")).toContain("127.0.0.1");
    expect(await zip.file("companies_opened.csv")!.async("string")).toContain(quinnsCompany);
    expect(zip.file("README.txt")).not.toBeNull();

    // Once: the bytes are gone.
    expect((await call(exportStatus, "/api/v2/export/my-data", { token: me.token, query: { id, download: "1" } })).status).toBe(404);
    const [row1] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row1!.archive).toBeNull();
    expect((await call<DataExportStatus>(exportStatus, "/api/v2/export/my-data", { token: me.token, query: { id } })).body.data.status).toBe("downloaded");

    // A second export, left past its 24 hours: expired, not downloadable, its bytes dropped by the job.
    const second = (await call<{ id: string }>(startExport, "/api/v2/export/my-data", { token: me.token, body: {} })).body.data.id;
    expect(second).not.toBe(id);
    await runPendingJobs();
    await db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, second));
    expect((await call<DataExportStatus>(exportStatus, "/api/v2/export/my-data", { token: me.token, query: { id: second } })).body.data.status).toBe("expired");
    expect((await call(exportStatus, "/api/v2/export/my-data", { token: me.token, query: { id: second, download: "1" } })).status).toBe(404);
    const { expireDataExports } = await import("@/lib/privacy/export");
    expect(await expireDataExports()).toBe(1);
    const [row2] = await db.select().from(dataExports).where(eq(dataExports.id, second));
    expect(row2!.archive).toBeNull();
  });
});
