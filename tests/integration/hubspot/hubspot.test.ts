import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { crmLeadLinks, jobs, leads, oauthAccounts, users } from "@/lib/db/schema";
import "@/register-jobs";
import { getLatestJob, runPendingJobs } from "@/lib/jobs/service";
import { getCreditBalance, isLeadCharged } from "@/lib/credits/service";
import { createLead } from "@/lib/leads/service";
import { openLead } from "@/lib/pipeline/lead-paths";
import { erasePerson } from "@/lib/privacy/erase-person";
import { HUBSPOT_IMPORT_JOB, HUBSPOT_PUSH_JOB, runHubspotPush } from "@/lib/hubspot/service";
import { SCUBA_PROPERTIES, type HubspotImportStatus } from "@/lib/hubspot/schema";
import { HUBSPOT_TEXTS } from "@/lib/hubspot/constants";
import { retryDelayMs } from "@/lib/hubspot/api";
import { GET as connectUrl } from "@/app/api/v2/hubspot/connect/route";
import { GET as callback } from "@/app/api/v2/hubspot-callback/route";
import { DELETE as disconnect } from "@/app/api/v2/hubspot/route";
import { GET as importStatus, POST as startImport } from "@/app/api/v2/hubspot/contacts/import/route";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { hubspotEnv, startHubspotStandIn, type HubspotStandIn } from "../../helpers/hubspot-stand-in";

// HubSpot (issue 16) against a local stand-in answering in HubSpot's documented shapes: connect,
// token refresh, import (paging, duplicates, uncharged until opened), push back, a revoked grant, 429.

let hub: HubspotStandIn;
beforeAll(async () => {
  hub = await startHubspotStandIn();
});
afterAll(() => hub.close());
beforeEach(() => {
  hub.reset();
  for (const [k, v] of Object.entries(hubspotEnv(hub))) vi.stubEnv(k, v);
  vi.stubEnv("APP_URL", "http://localhost:3000");
});

async function connect(token: string, who?: { hubId: number; userId: number; email: string }) {
  const start = await call<{ url: string }>(connectUrl, "/api/v2/hubspot/connect", { token });
  expect(start.status).toBe(200);
  const back = hub.authorize(start.body.data.url, who);
  return call<{ connected: boolean; portal: number }>(callback, "/api/v2/hubspot-callback", { token, query: { code: back.code, state: back.state } });
}

const contact = (id: string, p: Record<string, string>) => ({ id, properties: p });

describe("HubSpot", () => {
  it("connects through OAuth: tokens sealed, is_hubspot_connected, the Scuba properties; a second link is refused", async () => {
    const a = await signedInUser();
    const start = await call<{ url: string }>(connectUrl, "/api/v2/hubspot/connect", { token: a.token });
    const url = new URL(start.body.data.url);
    expect(url.origin + url.pathname).toBe(`${hub.url}/oauth/authorize`);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/hubspot-callback/");
    expect(url.searchParams.get("scope")).toContain("crm.objects.contacts.read");

    const res = await connect(a.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ connected: true, portal: 777 });
    const [u] = await db.select().from(users).where(eq(users.id, a.user.id));
    expect(u!.isHubspotConnected).toBe(true);
    const [link] = await db.select().from(oauthAccounts).where(and(eq(oauthAccounts.userId, a.user.id), eq(oauthAccounts.provider, "hubspot")));
    expect(link!.subject).toBe("777:4242");
    expect(link!.accessTokenEnc).not.toMatch(/^at-/); // sealed, never stored as it came
    expect([...hub.properties].sort()).toEqual(
      ["/crm/v3/properties/contacts/groups:scuba", ...Object.values(SCUBA_PROPERTIES).map((p) => `/crm/v3/properties/contacts:${p}`)].sort(),
    );

    // Connecting again, or another member linking the same HubSpot user: 'Hubspot account already connected'.
    const again = await connect(a.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(HUBSPOT_TEXTS.alreadyConnected);
    const b = await signedInUser();
    const other = await connect(b.token);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(HUBSPOT_TEXTS.alreadyConnected);

    // A state made for A is worthless to B (and a forged one to anyone).
    const startA = await call<{ url: string }>(connectUrl, "/api/v2/hubspot/connect", { token: a.token });
    const stolen = hub.authorize(startA.body.data.url, { hubId: 9, userId: 9, email: "b@acme-corp.com" });
    const hijack = await call(callback, "/api/v2/hubspot-callback", { token: b.token, query: { code: stolen.code, state: stolen.state } });
    expect(hijack.status).toBe(400);
    expect((await call(callback, "/api/v2/hubspot-callback", { token: b.token, query: { code: "x", state: "forged" } })).status).toBe(400);
    const [ub] = await db.select().from(users).where(eq(users.id, b.user.id));
    expect(ub!.isHubspotConnected).toBe(false);

    // Disconnecting removes the link and the flag.
    expect((await call(disconnect, "/api/v2/hubspot", { method: "DELETE", token: a.token })).status).toBe(200);
    expect(await db.select().from(oauthAccounts).where(and(eq(oauthAccounts.userId, a.user.id), eq(oauthAccounts.provider, "hubspot")))).toHaveLength(0);
    expect((await db.select().from(users).where(eq(users.id, a.user.id)))[0]!.isHubspotConnected).toBe(false);
  });

  it("imports every page of contacts as uncharged leads, skips and counts duplicates, and the lead is charged when first opened", async () => {
    const m = await signedInUser();
    await createLead(m.user.id, { linkedin_url: "https://www.linkedin.com/in/already-here-hs/", upload_type: "manual" });
    await createLead(m.user.id, { name: "Mailed Person", company: "Initech", role: "Buyer", email: "known@initech.com", upload_type: "manual" });
    expect((await connect(m.token)).status).toBe(200);
    hub.pageSize = 2;
    hub.contacts = [
      contact("101", { firstname: "Lina", lastname: "Linked", company: "Globex", jobtitle: "CTO", email: "lina@globex.com", hs_linkedin_url: "https://www.linkedin.com/in/lina-linked-hs" }),
      contact("102", { firstname: "Omar", lastname: "Onlymail", company: "Umbrella Corp", jobtitle: "Head of Sales", email: "omar@umbrella.com" }),
      contact("103", { firstname: "Al", lastname: "Ready", hs_linkedin_url: "https://www.linkedin.com/in/already-here-hs/" }),
      contact("104", { firstname: "Kay", lastname: "Known", company: "Initech", jobtitle: "VP", email: "KNOWN@initech.com" }),
      contact("105", { firstname: "Solo" }),
    ];
    const balance = await getCreditBalance(m.user.id);

    const started = await call<HubspotImportStatus>(startImport, "/api/v2/hubspot/contacts/import", { method: "POST", token: m.token });
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe("queued");
    await runPendingJobs();
    const status = await call<HubspotImportStatus>(importStatus, "/api/v2/hubspot/contacts/import", { token: m.token });
    expect(status.body.data).toEqual({ status: "done", completed: 5, imported: 2, duplicates: 2, skipped: 1, message: "Leads imported from hubspot" });
    // Three pages were read, each after the previous one's `after`.
    expect(hub.calls.filter((c) => c.path === "/crm/v3/objects/contacts").map((c) => c.status)).toEqual([200, 200, 200]);

    const imported = await db.select().from(leads).where(and(eq(leads.userId, m.user.id), eq(leads.uploadType, "crm")));
    expect(imported.map((l) => l.name).sort()).toEqual(["Lina Linked", "Omar Onlymail"]);
    expect(await getCreditBalance(m.user.id)).toBe(balance); // nothing charged by the import
    const lina = imported.find((l) => l.name === "Lina Linked")!;
    expect(await isLeadCharged(m.user.id, lina.id)).toBe(false);
    await openLead(m.user.id, lina.id);
    expect(await getCreditBalance(m.user.id)).toBe(balance - 1);

    // Importing again adds nothing: the linked contacts and the pipeline's own leads are all duplicates.
    await call(startImport, "/api/v2/hubspot/contacts/import", { method: "POST", token: m.token });
    await runPendingJobs();
    const second = await call<HubspotImportStatus>(importStatus, "/api/v2/hubspot/contacts/import", { token: m.token });
    expect(second.body.data).toMatchObject({ status: "done", imported: 0, duplicates: 4, skipped: 1 });
  });

  it("skips a contact erased by request (issue 31) and counts it under 'Suppressed by request'", async () => {
    const m = await signedInUser();
    await erasePerson({ linkedin_url: "https://www.linkedin.com/in/lina-linked-hs" }, m.user.id);
    await erasePerson({ email: "omar@umbrella.com" }, m.user.id);
    expect((await connect(m.token)).status).toBe(200);
    hub.contacts = [
      contact("201", { firstname: "Lina", lastname: "Linked", company: "Globex", jobtitle: "CTO", hs_linkedin_url: "https://www.linkedin.com/in/lina-linked-hs" }),
      contact("202", { firstname: "Omar", lastname: "Onlymail", company: "Umbrella Corp", jobtitle: "Head of Sales", email: "OMAR@umbrella.com" }),
      contact("203", { firstname: "Nell", lastname: "Newlead", company: "Initech", jobtitle: "CFO", email: "nell@initech.com" }),
    ];
    await call(startImport, "/api/v2/hubspot/contacts/import", { method: "POST", token: m.token });
    await runPendingJobs();
    const job = await getLatestJob(m.user.id, HUBSPOT_IMPORT_JOB);
    expect(job?.result).toMatchObject({ imported: 1, skipped: 2, suppressed: 2, skipped_by_reason: { "Suppressed by request": 2 } });
    expect((await db.select().from(leads).where(eq(leads.userId, m.user.id))).map((l) => l.name)).toEqual(["Nell Newlead"]);
  });

  it("writes each imported lead's figures back after its metrics refresh, only when they change, in HubSpot's batch shape; 429 is retried", async () => {
    const m = await signedInUser();
    expect((await connect(m.token)).status).toBe(200);
    hub.contacts = [contact("201", { firstname: "Pia", lastname: "Pushed", company: "Hooli", jobtitle: "CEO", hs_linkedin_url: "https://www.linkedin.com/in/pia-pushed-hs" })];
    await call(startImport, "/api/v2/hubspot/contacts/import", { method: "POST", token: m.token });
    await runPendingJobs(); // the import, then the lead's metrics refresh
    // The refresh queued a push (a few seconds out, coalesced per member).
    const queued = await db.select().from(jobs).where(and(eq(jobs.userId, m.user.id), eq(jobs.kind, HUBSPOT_PUSH_JOB), eq(jobs.status, "queued")));
    expect(queued).toHaveLength(1);

    hub.rateLimitNext(2);
    expect(await runHubspotPush(m.user.id)).toEqual({ pushed: 1 });
    expect(hub.calls.filter((c) => c.status === 429)).toHaveLength(2);
    expect(hub.updates).toHaveLength(1);
    const [update] = hub.updates[0]!;
    expect(update!.id).toBe("201");
    expect(update!.properties[SCUBA_PROPERTIES.warmPaths]).toBe("0");
    expect(update!.properties[SCUBA_PROPERTIES.bestStrength]).toBe("None");
    const [lead] = await db.select({ id: crmLeadLinks.leadId }).from(crmLeadLinks).where(eq(crmLeadLinks.contactId, "201"));
    expect(update!.properties[SCUBA_PROPERTIES.leadUrl]).toMatch(/^http:\/\/localhost:3000\/pipeline\/[^/]+\/$/);
    expect(lead).toBeTruthy();

    // Nothing changed since: nothing is sent.
    expect(await runHubspotPush(m.user.id)).toEqual({ pushed: 0 });
    expect(hub.updates).toHaveLength(1);
    expect(retryDelayMs("2", 0)).toBe(2000);
    expect(retryDelayMs(null, 2)).toBe(4000);
    expect(retryDelayMs("600", 0)).toBe(10_000);
  });

  it("refreshes an expired access token with the stored refresh token; a revoked grant unlinks the member", async () => {
    const m = await signedInUser();
    expect((await connect(m.token)).status).toBe(200);
    hub.contacts = [contact("301", { firstname: "Rita", lastname: "Refresh", company: "Vandelay", jobtitle: "Importer", email: "rita@vandelay.com" })];
    hub.expireAccessTokens(); // HubSpot answers 401 to the stored token
    await call(startImport, "/api/v2/hubspot/contacts/import", { method: "POST", token: m.token });
    await runPendingJobs();
    expect((await call<HubspotImportStatus>(importStatus, "/api/v2/hubspot/contacts/import", { token: m.token })).body.data).toMatchObject({ status: "done", imported: 1 });
    const refreshCalls = hub.calls.filter((c) => c.path === "/oauth/v1/token" && c.status === 200);
    expect(refreshCalls.length).toBe(2); // the code exchange, then one refresh

    // The member removed the app in HubSpot: the next call cannot be mended by a refresh.
    hub.expireAccessTokens();
    hub.revokeRefreshTokens();
    await call(startImport, "/api/v2/hubspot/contacts/import", { method: "POST", token: m.token });
    await runPendingJobs();
    const failed = await getLatestJob(m.user.id, HUBSPOT_IMPORT_JOB);
    expect(failed!.status).toBe("failed");
    expect(failed!.attempts).toBe(1); // permanent: not retried
    expect((await call<HubspotImportStatus>(importStatus, "/api/v2/hubspot/contacts/import", { token: m.token })).body.data.message).toBe("Something went wrong");
    expect((await db.select().from(users).where(eq(users.id, m.user.id)))[0]!.isHubspotConnected).toBe(false);
    const again = await call(startImport, "/api/v2/hubspot/contacts/import", { method: "POST", token: m.token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(HUBSPOT_TEXTS.connectFirst);
  });
});
