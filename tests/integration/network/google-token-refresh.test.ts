import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, jobs, oauthAccounts, users } from "@/lib/db/schema";
import { open } from "@/lib/crypto/secret-box";
import { findLinkedAccount, saveLinkedAccount } from "@/lib/oauth/accounts";
import "@/register-jobs";
import { enqueueJob, getJob, runPendingJobs } from "@/lib/jobs/service";
import { GOOGLE_SYNC_JOB, GOOGLE_TEXTS, runGoogleSync } from "@/lib/network/google/sync";
import { GET as gmailLogin } from "@/app/api/v1/gmail-login/route";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { mockProviderEnv, startOAuthMock, type OAuthMock } from "../../helpers/oauth-mock";

// The Google link outlives its one-hour access token: the sync refreshes it with the stored refresh
// token (against the local OpenID stand-in), a revoked grant asks the member to link again, and
// concurrent syncs never lose the stored refresh token.

/** The Google API stand-in accepts only the tokens in `valid`, as Google does, and records what it was sent. */
const valid = new Set<string>();
const seen: { path: string; token: string }[] = [];
let onRequest: (path: string) => void = () => {};

function standIn(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url!, "http://127.0.0.1");
    const send = (body: unknown, code = 200) => {
      res.writeHead(code, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    seen.push({ path: url.pathname, token });
    if (!valid.has(token)) return send({ error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } }, 401);
    onRequest(url.pathname);
    if (url.pathname === "/v1/people/me/connections")
      return send({ connections: [{ resourceName: "people/c1", names: [{ displayName: "Rosa Diaz", givenName: "Rosa", familyName: "Diaz" }], emailAddresses: [{ value: "rosa@nine.com" }] }], totalPeople: 1 });
    if (url.pathname === "/gmail/v1/users/me/messages") return send({ messages: [{ id: "m1", threadId: "t1" }], resultSizeEstimate: 1 });
    if (url.pathname === "/gmail/v1/users/me/messages/m1")
      return send({ id: "m1", threadId: "t1", internalDate: String(Date.now() - 86_400_000), payload: { headers: [{ name: "From", value: "Rosa Diaz <rosa@nine.com>" }, { name: "To", value: "me@acme-corp.com" }] } });
    if (url.pathname === "/calendar/v3/calendars/primary/events") return send({ kind: "calendar#events", items: [] });
    send({ error: { code: 404 } }, 404);
  });
}

/** What the OpenID stand-in's token endpoint was asked to refresh, and what it answered. */
type TokenResponse = { statusCode: number; body: Record<string, unknown> };
let refreshes: { refreshToken: string; accessToken: unknown }[] = [];
let answerRefresh: (response: TokenResponse) => void = () => {};

let mock: OAuthMock;
let api: Server;
beforeAll(async () => {
  mock = await startOAuthMock();
  mock.server.service.on("beforeResponse", (response: TokenResponse, req: { body: Record<string, string> }) => {
    if (req.body.grant_type !== "refresh_token") return;
    answerRefresh(response);
    refreshes.push({ refreshToken: req.body.refresh_token!, accessToken: response.body.access_token });
    // Tokens the provider issues are the ones the Google APIs accept.
    if (response.statusCode === 200) valid.add(response.body.access_token as string);
  });
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
  mock.identity({ sub: "google-sub-1", email: "me@acme-corp.com", email_verified: true });
  valid.clear();
  seen.length = 0;
  refreshes = [];
  answerRefresh = () => {};
  onRequest = () => {};
});
afterEach(() => vi.unstubAllEnvs());

/** A member who linked Google earlier (as the callback leaves it: tokens sealed, flag cleared). */
async function linkedMember(tokens: { accessToken: string; refreshToken: string | null; expiresAt: Date }) {
  const { user, token } = await signedInUser({ email: "me@acme-corp.com" });
  await saveLinkedAccount(user.id, "google_mail", { subject: "google-sub-1", email: "me@acme-corp.com", scope: "openid email", ...tokens });
  await db.update(users).set({ isFirstGmailLogin: false }).where(eq(users.id, user.id));
  return { user, token };
}

async function storedRefreshToken(userId: string) {
  const [row] = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  return row!.refreshTokenEnc ? open(row!.refreshTokenEnc) : null;
}

async function edge(userId: string, email: string) {
  const [row] = await db.select().from(connections).where(and(eq(connections.ownerUserId, userId), eq(connections.emailAddress, email)));
  return row;
}

const anHourAgo = () => new Date(Date.now() - 3_600_000);
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe("Google sync with an expired access token", () => {
  it("refreshes it with the stored refresh token before syncing, uses and keeps the new tokens", async () => {
    const { user } = await linkedMember({ accessToken: "expired-access", refreshToken: "refresh-one", expiresAt: anHourAgo() });
    const job = await enqueueJob({ kind: GOOGLE_SYNC_JOB, userId: user.id, payload: {} });
    await runPendingJobs();

    expect(await getJob(job.id)).toMatchObject({ status: "done", attempts: 1, error: null });
    expect(refreshes.map((r) => r.refreshToken)).toEqual(["refresh-one"]);
    const issued = refreshes[0]!.accessToken as string;
    // Every Google call carried the new token; the expired one was never sent.
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.every((s) => s.token === issued)).toBe(true);
    expect(await edge(user.id, "rosa@nine.com")).toMatchObject({ emailCount: 1 });

    // Stored (sealed) for the next sync: the new access token with its expiry, and the refresh
    // token the provider sent with it.
    const account = await findLinkedAccount(user.id, "google_mail");
    expect(account!.accessToken).toBe(issued);
    expect(account!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
    const rotated = await storedRefreshToken(user.id);
    expect(rotated).not.toBe("refresh-one");

    // The next sync within the hour needs no refresh; once expired again it refreshes with the rotated token.
    await enqueueJob({ kind: GOOGLE_SYNC_JOB, userId: user.id, payload: {} });
    await runPendingJobs();
    expect(refreshes).toHaveLength(1);
    await db.update(oauthAccounts).set({ expiresAt: anHourAgo() }).where(eq(oauthAccounts.userId, user.id));
    await enqueueJob({ kind: GOOGLE_SYNC_JOB, userId: user.id, payload: {} });
    await runPendingJobs();
    expect(refreshes.map((r) => r.refreshToken)).toEqual(["refresh-one", rotated]);
    expect(await db.$count(jobs, and(eq(jobs.kind, GOOGLE_SYNC_JOB), eq(jobs.status, "done")))).toBe(3);
  });

  it("renews a token Google stops accepting mid-sync (401), and keeps the refresh token Google did not resend", async () => {
    const { user } = await linkedMember({ accessToken: "first-access", refreshToken: "refresh-one", expiresAt: inAnHour() });
    valid.add("first-access");
    // The token dies after the contacts page (revoked or expired early, whatever the stored expiry says).
    onRequest = (path) => {
      if (path === "/v1/people/me/connections") valid.delete("first-access");
    };
    // Google answers a refresh without a refresh token.
    answerRefresh = (response) => delete response.body.refresh_token;
    const job = await enqueueJob({ kind: GOOGLE_SYNC_JOB, userId: user.id, payload: {} });
    await runPendingJobs();

    expect(await getJob(job.id)).toMatchObject({ status: "done", attempts: 1 });
    expect(refreshes.map((r) => r.refreshToken)).toEqual(["refresh-one"]);
    const issued = refreshes[0]!.accessToken as string;
    expect(seen.slice(0, 3)).toEqual([
      { path: "/v1/people/me/connections", token: "first-access" },
      { path: "/gmail/v1/users/me/messages", token: "first-access" },
      { path: "/gmail/v1/users/me/messages", token: issued },
    ]);
    expect(seen.slice(3).every((s) => s.token === issued)).toBe(true);
    expect(await edge(user.id, "rosa@nine.com")).toMatchObject({ emailCount: 1 });
    expect((await findLinkedAccount(user.id, "google_mail"))!.accessToken).toBe(issued);
    expect(await storedRefreshToken(user.id)).toBe("refresh-one");
  });

  it("two concurrent syncs refresh once and both use the new token", async () => {
    const { user } = await linkedMember({ accessToken: "expired-access", refreshToken: "refresh-one", expiresAt: anHourAgo() });
    const ctx = async () => ({ job: { ...(await enqueueJob({ kind: GOOGLE_SYNC_JOB, userId: user.id, payload: {} })), input: null }, progress: async () => {} });
    const [a, b] = await Promise.all([runGoogleSync(await ctx()), runGoogleSync(await ctx())]);

    expect(a).toMatchObject({ contacts: 1 });
    expect(b).toMatchObject({ contacts: 1 });
    expect(refreshes.map((r) => r.refreshToken)).toEqual(["refresh-one"]);
    const issued = refreshes[0]!.accessToken as string;
    expect(seen.every((s) => s.token === issued)).toBe(true);
    expect((await findLinkedAccount(user.id, "google_mail"))!.accessToken).toBe(issued);
    expect(await storedRefreshToken(user.id)).not.toBeNull();
    expect(await storedRefreshToken(user.id)).not.toBe("refresh-one");
  });
});

describe("Google sync with a revoked grant", () => {
  it("marks the link as needing consent and fails the job at once with the message", async () => {
    const { user, token } = await linkedMember({ accessToken: "expired-access", refreshToken: "revoked-refresh", expiresAt: anHourAgo() });
    answerRefresh = (response) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant", error_description: "Token has been expired or revoked." };
    };
    const job = await enqueueJob({ kind: GOOGLE_SYNC_JOB, userId: user.id, payload: {} });
    await runPendingJobs();

    expect(await getJob(job.id)).toMatchObject({ status: "failed", attempts: 1, error: GOOGLE_TEXTS.needsConsent });
    expect(GOOGLE_TEXTS.needsConsent).toBe("Google access to Gmail and Calendar has expired or was revoked. Sync with Google again to resume the sync.");
    expect(seen).toEqual([]); // no Google API was called with the dead token
    // Not retried: nothing is left to run, even once the back-off would have passed.
    await db.update(jobs).set({ runAfter: new Date(0) }).where(eq(jobs.id, job.id));
    expect(await runPendingJobs()).toBe(0);
    expect(refreshes).toHaveLength(1);

    // The dead tokens are gone; the member is offered 'Sync with Google' and a new Google login.
    const [row] = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(row).toMatchObject({ accessTokenEnc: null, refreshTokenEnc: null, expiresAt: null, subject: "google-sub-1" });
    expect((await findLinkedAccount(user.id, "google_mail"))!.needsConsent).toBe(true);
    expect((await db.select({ first: users.isFirstGmailLogin }).from(users).where(eq(users.id, user.id)))[0]!.first).toBe(true);
    const again = await call<{ url: string | null; synced: boolean }>(gmailLogin, "/api/v1/gmail-login", { token });
    expect(again.body.data.synced).toBe(false);
    expect(again.body.data.url).toContain(mock.issuer);

    // A sync queued anyway fails the same way without asking Google.
    const later = await enqueueJob({ kind: GOOGLE_SYNC_JOB, userId: user.id, payload: {} });
    await runPendingJobs();
    expect(await getJob(later.id)).toMatchObject({ status: "failed", attempts: 1, error: GOOGLE_TEXTS.needsConsent });
    expect(refreshes).toHaveLength(1);
  });

  it("retries other refresh failures as any job, leaving the link as it was", async () => {
    const { user } = await linkedMember({ accessToken: "expired-access", refreshToken: "refresh-one", expiresAt: anHourAgo() });
    answerRefresh = (response) => {
      response.statusCode = 503;
      response.body = { error: "temporarily_unavailable" };
    };
    const job = await enqueueJob({ kind: GOOGLE_SYNC_JOB, userId: user.id, payload: {} });
    await runPendingJobs();

    expect(await getJob(job.id)).toMatchObject({ status: "queued", attempts: 1 });
    expect(await storedRefreshToken(user.id)).toBe("refresh-one");
    expect((await db.select({ first: users.isFirstGmailLogin }).from(users).where(eq(users.id, user.id)))[0]!.first).toBe(false);

    // Google is back: the retry refreshes and syncs.
    answerRefresh = () => {};
    await db.update(jobs).set({ runAfter: new Date(0) }).where(eq(jobs.id, job.id));
    await runPendingJobs();
    expect(await getJob(job.id)).toMatchObject({ status: "done", attempts: 2 });
    expect(refreshes.map((r) => r.refreshToken)).toEqual(["refresh-one", "refresh-one"]);
  });
});
