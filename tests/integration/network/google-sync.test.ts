import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { coOccurrences, connections, jobs, persons, users } from "@/lib/db/schema";
import { erasePerson } from "@/lib/privacy/erase-person";
import { findLinkedAccount } from "@/lib/oauth/accounts";
import { GOOGLE_MAIL_DEFAULT_SCOPES } from "@/lib/oauth/providers";
import "@/register-jobs";
import { enqueueJob, runPendingJobs } from "@/lib/jobs/service";
import { GET as gmailLogin } from "@/app/api/v1/gmail-login/route";
import { POST as gmailCallback } from "@/app/api/v1/gmail-callback/route";
import { GET as status } from "@/app/api/v2/linkedin/upload-status/route";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import type { UploadStatus } from "@/lib/network/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { mockProviderEnv, startOAuthMock, type OAuthMock } from "../../helpers/oauth-mock";

// A local stand-in for the three Google APIs, answering with the documented response shapes.
const group = Array.from({ length: 12 }, (_, i) => `member${i}@crowd.com`).join(", ");
const MESSAGES: Record<string, { threadId: string; internalDate: string; headers: Record<string, string> }> = {
  m1: { threadId: "t1", internalDate: String(Date.UTC(2026, 2, 1)), headers: { From: "Me <me@acme-corp.com>", To: "Rosa Diaz <rosa@nine.com>", Cc: "amy@santiago.org" } },
  m2: { threadId: "t1", internalDate: String(Date.UTC(2026, 2, 3)), headers: { From: '"Rosa Diaz" <rosa@nine.com>', To: "me@acme-corp.com, Amy <amy@santiago.org>" } },
  m3: { threadId: "t2", internalDate: String(Date.UTC(2026, 1, 10)), headers: { From: "Big Boss <boss@x.com>", To: "me@acme-corp.com" } },
  m4: { threadId: "t3", internalDate: String(Date.UTC(2026, 1, 11)), headers: { From: "me@acme-corp.com", To: group } },
};
const EVENTS = [
  { id: "e1", status: "confirmed", start: { dateTime: "2026-04-02T10:00:00Z" }, attendees: [{ email: "me@acme-corp.com", self: true }, { email: "rosa@nine.com" }, { email: "carl@zeta.io", displayName: "Carl Zeta" }, { email: "room-1@resource.calendar.google.com", resource: true }] },
  { id: "e2", status: "confirmed", start: { dateTime: "2026-04-03T10:00:00Z" }, attendees: [{ email: "x@y.com" }, { email: "rosa@nine.com" }] },
  { id: "e3", status: "confirmed", start: { dateTime: "2026-04-04T10:00:00Z" }, attendees: [{ email: "me@acme-corp.com" }, ...Array.from({ length: 15 }, (_, i) => ({ email: `p${i}@all-hands.com` }))] },
  { id: "e4", status: "cancelled", start: { dateTime: "2026-04-05T10:00:00Z" }, attendees: [{ email: "me@acme-corp.com" }, { email: "amy@santiago.org" }] },
];

function standIn(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url!, "http://127.0.0.1");
    const send = (body: unknown, code = 200) => {
      res.writeHead(code, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (!req.headers.authorization?.startsWith("Bearer ")) return send({ error: { code: 401 } }, 401);
    if (url.pathname === "/v1/people/me/connections") {
      if (!url.searchParams.get("pageToken"))
        return send({
          connections: [
            {
              resourceName: "people/c1",
              names: [{ displayName: "Rosa Diaz", givenName: "Rosa", familyName: "Diaz" }],
              emailAddresses: [{ value: "rosa.home@mail.com" }, { value: "rosa@nine.com", metadata: { primary: true } }],
              organizations: [{ name: "Nine-Nine", title: "Detective", current: true }],
              urls: [{ value: "https://www.linkedin.com/in/rosa-diaz" }],
            },
          ],
          nextPageToken: "p2",
          totalPeople: 2,
        });
      return send({ connections: [{ resourceName: "people/c2", names: [{ displayName: "Amy Santiago" }], emailAddresses: [{ value: "amy@santiago.org" }] }], totalPeople: 2 });
    }
    if (url.pathname === "/gmail/v1/users/me/messages") return send({ messages: Object.entries(MESSAGES).map(([id, m]) => ({ id, threadId: m.threadId })), resultSizeEstimate: 4 });
    const msg = /^\/gmail\/v1\/users\/me\/messages\/(\w+)$/.exec(url.pathname);
    if (msg) {
      expect(url.searchParams.get("format")).toBe("metadata");
      const m = MESSAGES[msg[1]!]!;
      return send({ id: msg[1], threadId: m.threadId, internalDate: m.internalDate, payload: { headers: Object.entries(m.headers).map(([name, value]) => ({ name, value })) } });
    }
    if (url.pathname === "/calendar/v3/calendars/primary/events") return send({ kind: "calendar#events", items: EVENTS });
    send({ error: { code: 404 } }, 404);
  });
}

let mock: OAuthMock;
let api: Server;
beforeAll(async () => {
  mock = await startOAuthMock();
  api = standIn();
  await new Promise<void>((r) => api.listen(0, "127.0.0.1", r));
});
afterAll(async () => {
  await mock.close();
  await new Promise((r) => api.close(r));
});
beforeEach(() => {
  for (const [k, v] of Object.entries(mockProviderEnv("GOOGLE", mock.issuer))) vi.stubEnv(k, v);
  vi.stubEnv("APP_URL", "http://localhost:3000");
  vi.stubEnv("GOOGLE_API_BASE_URL", `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
});
afterEach(() => vi.unstubAllEnvs());

async function link(token: string) {
  mock.identity({ sub: "google-sub-1", email: "me@acme-corp.com", email_verified: true });
  const start = await call<{ url: string; synced: boolean }>(gmailLogin, "/api/v1/gmail-login", { token });
  expect(start.status).toBe(200);
  const url = new URL(start.body.data.url);
  expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/google-callback");
  const cookie = Object.entries(start.cookies).find(([k]) => k === "scuba_oauth_google_mail")!;
  const back = await mock.authorize(url.toString());
  return call<{ job_id: string }>(gmailCallback, "/api/v1/gmail-callback", { token, body: { code: back.code, state: back.state }, headers: { cookie: `${cookie[0]}=${cookie[1]}` } });
}

async function edge(userId: string, email: string) {
  const [row] = await db.select().from(connections).where(and(eq(connections.ownerUserId, userId), eq(connections.emailAddress, email)));
  return row;
}

describe("Google contacts, mail and calendar", () => {
  it("links with OAuth, imports contacts, counts e-mails and meetings per person, records co-occurrences", async () => {
    const { user, token } = await signedInUser({ email: "me@acme-corp.com" });
    const done = await link(token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Gmail/Calendar Contacts are sync in progress");
    // The link is the oauth domain's (tokens sealed) and the spec's first-Gmail-login flag is cleared.
    expect((await findLinkedAccount(user.id, "google_mail"))?.accessToken).toBeTruthy();
    expect((await db.select({ first: users.isFirstGmailLogin }).from(users).where(eq(users.id, user.id)))[0]!.first).toBe(false);
    await runPendingJobs();

    const rosa = await edge(user.id, "rosa@nine.com");
    expect(rosa).toMatchObject({ emailCount: 2, meetingCount: 1, company: "Nine-Nine" });
    expect(rosa!.sources).toEqual(["calendar", "gmail"]);
    expect(rosa!.lastInteractionAt?.toISOString()).toBe("2026-04-02T10:00:00.000Z");
    const [rosaPerson] = await db.select().from(persons).where(eq(persons.id, rosa!.personId));
    expect(rosaPerson!.slug).toBe("rosa-diaz");
    expect(await edge(user.id, "amy@santiago.org")).toMatchObject({ emailCount: 1, meetingCount: 0 });
    expect(await edge(user.id, "boss@x.com")).toMatchObject({ emailCount: 1, meetingCount: 0 });
    expect(await edge(user.id, "carl@zeta.io")).toMatchObject({ emailCount: 0, meetingCount: 1 });
    // Group threads, big meetings, meetings without the owner and cancelled ones count for nobody.
    expect(await edge(user.id, "member0@crowd.com")).toBeUndefined();
    expect(await edge(user.id, "p0@all-hands.com")).toBeUndefined();
    expect(await edge(user.id, "x@y.com")).toBeUndefined();
    expect(await db.$count(connections, eq(connections.ownerUserId, user.id))).toBe(4);

    const pairs = await db.select().from(coOccurrences).where(eq(coOccurrences.ownerUserId, user.id));
    expect(pairs.map((p) => [p.emailThreads, p.meetings]).sort()).toEqual([
      [0, 1],
      [1, 0],
    ]);
    const st = (await call<UploadStatus>(status, "/api/v2/linkedin/upload-status", { token })).body.data;
    expect(st.gmail.total).toBe(3);
    expect(st.calendar.total).toBe(2);

    // Linked and synced: the button says so. A re-sync sets the same counts (nothing doubles).
    const again = await call<{ url: string | null; synced: boolean }>(gmailLogin, "/api/v1/gmail-login", { token });
    expect(again.body).toMatchObject({ message: "Gmail and Calendar are already synced.", data: { synced: true, url: null } });
    await enqueueJob({ kind: "network.google_sync", userId: user.id, payload: {} });
    await runPendingJobs();
    expect(await edge(user.id, "rosa@nine.com")).toMatchObject({ emailCount: 2, meetingCount: 1 });
    expect(await db.$count(coOccurrences)).toBe(2);
  });

  it("leaves out people erased by request (issue 31): no connection, no co-occurrence, counted as 'Suppressed by request'", async () => {
    const { user, token } = await signedInUser({ email: "me@acme-corp.com" });
    await erasePerson({ linkedin_url: "https://www.linkedin.com/in/rosa-diaz" }, user.id);
    await erasePerson({ email: "Carl@Zeta.io" }, user.id);
    expect((await link(token)).status).toBe(200);
    await runPendingJobs();
    expect(await edge(user.id, "rosa@nine.com")).toBeUndefined();
    expect(await edge(user.id, "carl@zeta.io")).toBeUndefined();
    expect(await edge(user.id, "amy@santiago.org")).toMatchObject({ emailCount: 1 });
    expect(await db.select().from(persons).where(eq(persons.slug, "rosa-diaz"))).toHaveLength(0);
    // Both pairs went through Rosa: none is recorded.
    expect(await db.$count(coOccurrences, eq(coOccurrences.ownerUserId, user.id))).toBe(0);
    const [job] = await db.select().from(jobs).where(and(eq(jobs.userId, user.id), eq(jobs.kind, "network.google_sync")));
    expect((job!.result as { skipped_by_reason?: Record<string, number> }).skipped_by_reason).toEqual({ "Suppressed by request": 2 });
  });

  it("keeps what the sync brings to its own member: another tenant who knows the same people sees none of it", async () => {
    const b = await signedInUser({ email: "someone@bravo-corp.com" });
    const csv = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\nRosa,Bravo,https://www.linkedin.com/in/rosa-diaz,,Bravo Co,Analyst,04 Jul 2023\n";
    const vcf = "BEGIN:VCARD\r\nVERSION:3.0\r\nEMAIL:amy@santiago.org\r\nEND:VCARD\r\n";
    for (const [file_name, text] of [["Connections.csv", csv], ["amy.vcf", vcf]] as const) {
      expect((await call(upload, "/api/v2/linkedin/network-bulk", { token: b.token, body: { file_name, content_base64: Buffer.from(text).toString("base64") } })).status).toBe(200);
      await runPendingJobs();
    }
    const before = (await call(listConnections, "/api/v1/list-connections", { token: b.token, body: {} })).body.data;

    const { token } = await signedInUser({ email: "me@acme-corp.com" });
    expect((await link(token)).status).toBe(200);
    await runPendingJobs();

    const after = (await call(listConnections, "/api/v1/list-connections", { token: b.token, body: {} })).body.data;
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toMatch(/Nine-Nine|Detective|Rosa Diaz|Santiago/);
    expect(JSON.stringify(after)).toContain("Rosa Bravo");
  });

  it("refuses a callback whose state does not match the flow", async () => {
    const { token } = await signedInUser();
    const start = await call<{ url: string }>(gmailLogin, "/api/v1/gmail-login", { token });
    const cookie = Object.entries(start.cookies).find(([k]) => k === "scuba_oauth_google_mail")!;
    // The provider is asked for the read-only default scopes.
    expect(new URL(start.body.data.url).searchParams.get("scope")).toBe(GOOGLE_MAIL_DEFAULT_SCOPES.join(" "));
    const back = await mock.authorize(start.body.data.url);
    const res = await call(gmailCallback, "/api/v1/gmail-callback", { token, body: { code: back.code, state: "forged" }, headers: { cookie: `${cookie[0]}=${cookie[1]}` } });
    expect(res.status).toBe(400);
    expect(await db.$count(connections)).toBe(0);
  });
});
