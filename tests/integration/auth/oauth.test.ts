import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { oauthAccounts, personProfiles, users } from "@/lib/db/schema";
import { GET as googleStart, POST as googleFinish } from "@/app/api/v2/google-login/route";
import { GET as linkedinStart } from "@/app/api/v1/linkedin-login/route";
import { POST as linkedinCallback } from "@/app/api/v1/callback/route";
import { GET as verify } from "@/app/api/v2/verify/route";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call, type CallResult } from "../../helpers/api";
import { createUser } from "../../helpers/factories";
import { mockProviderEnv, startOAuthMock, type OAuthMock } from "../../helpers/oauth-mock";
import { catchMailDuringTests } from "../../helpers/smtp";

catchMailDuringTests({ beforeAll, beforeEach, afterAll });
let mock: OAuthMock;
beforeAll(async () => {
  mock = await startOAuthMock();
});
afterAll(() => mock.close());
beforeEach(() => {
  setRateStore(new MemoryStore());
  for (const [k, v] of Object.entries({ ...mockProviderEnv("GOOGLE", mock.issuer), ...mockProviderEnv("LINKEDIN", mock.issuer) })) {
    vi.stubEnv(k, v);
  }
  vi.stubEnv("APP_URL", "http://localhost:3000");
});
afterEach(() => vi.unstubAllEnvs());

type Start = { url: string };
type Finish = { token: string; is_new: boolean; user_info: { email: string; is_firstLiLogin: boolean; given_name: string } };

async function begin(start: typeof googleStart) {
  const res = await call<Start>(start, "/api/v2/google-login");
  expect(res.status).toBe(200);
  const cookie = Object.entries(res.cookies).find(([k]) => k.startsWith("scuba_oauth_"))!;
  return { url: new URL(res.body.data.url), cookie: `${cookie[0]}=${cookie[1]}` };
}

async function googleSignIn(claims: Record<string, unknown>): Promise<CallResult<Finish>> {
  mock.identity(claims);
  const { url, cookie } = await begin(googleStart);
  const back = await mock.authorize(url.toString());
  return call<Finish>(googleFinish, "/api/v2/google-login", { body: { code: back.code, state: back.state }, headers: { cookie } });
}

describe("Google sign-in (OpenID Connect against a local provider)", () => {
  it("sends state, PKCE S256 and nonce, and returns to /auth/google-login built from APP_URL", async () => {
    const { url } = await begin(googleStart);
    expect(url.origin).toBe(mock.issuer);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/google-login");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toBeTruthy();
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("scope")).toBe("openid email profile");
  });

  it("creates the account on first sign-in, links it by provider + subject, and signs in again", async () => {
    const first = await googleSignIn({ sub: "g-123", email: "Gina@Acme-Corp.com", email_verified: true, name: "Gina Green", given_name: "Gina" });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ is_new: true, user_info: { email: "gina@acme-corp.com", given_name: "Gina" } });
    expect((await call(verify, "/api/v2/verify", { token: first.body.data.token })).status).toBe(200);
    const [link] = await db.select().from(oauthAccounts);
    expect(link).toMatchObject({ provider: "google", subject: "g-123" });
    // The account is made with its own node (the origin 'Me' of every path), named as the account.
    const [made] = await db.select().from(users);
    expect(made!.personId).not.toBeNull();
    expect(await db.select({ name: personProfiles.fullName }).from(personProfiles).where(eq(personProfiles.personId, made!.personId!))).toEqual([{ name: "Gina Green" }]);

    // The subject decides, not the e-mail: a changed e-mail at the provider still finds the account.
    const again = await googleSignIn({ sub: "g-123", email: "gina.new@acme-corp.com", email_verified: true });
    expect(again.body.data.is_new).toBe(false);
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it("never attaches a provider identity to an existing account by e-mail alone", async () => {
    await createUser({ email: "pat@acme-corp.com" });
    const res = await googleSignIn({ sub: "g-999", email: "pat@acme-corp.com", email_verified: true });
    expect(res.status).toBe(409);
    expect(await db.select().from(oauthAccounts)).toHaveLength(0);
  });

  it("refuses a wrong state, a missing flow cookie and a replayed code", async () => {
    mock.identity({ sub: "g-1", email: "s@acme-corp.com", email_verified: true });
    const { url, cookie } = await begin(googleStart);
    const back = await mock.authorize(url.toString());
    const wrongState = await call(googleFinish, "/api/v2/google-login", { body: { code: back.code, state: "forged" }, headers: { cookie } });
    expect(wrongState.status).toBe(400);
    const noCookie = await call(googleFinish, "/api/v2/google-login", { body: { code: back.code, state: back.state } });
    expect(noCookie.status).toBe(400);
    const ok = await call(googleFinish, "/api/v2/google-login", { body: { code: back.code, state: back.state }, headers: { cookie } });
    expect(ok.status).toBe(200);
    const replay = await call(googleFinish, "/api/v2/google-login", { body: { code: back.code, state: back.state }, headers: { cookie } });
    expect(replay.status).toBe(400);
  });

  it("refuses an unverified provider e-mail for a new account", async () => {
    const res = await googleSignIn({ sub: "g-2", email: "u@acme-corp.com", email_verified: false });
    expect(res.status).toBe(400);
    expect(await db.select().from(users)).toHaveLength(0);
  });
});

describe("LinkedIn sign-in", () => {
  it("answers data.token and data.user_info, with is_firstLiLogin true only the first time", async () => {
    const signIn = async () => {
      mock.identity({ sub: "li-abc", email: "lee@acme-corp.com", email_verified: true, name: "Lee Link", given_name: "Lee" });
      const { url, cookie } = await begin(linkedinStart);
      expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/callback/");
      const back = await mock.authorize(url.toString());
      return call<Finish>(linkedinCallback, "/api/v1/callback", { body: { code: back.code, state: back.state }, headers: { cookie } });
    };
    const first = await signIn();
    expect(first.status).toBe(200);
    expect(first.body.data.token).toBeTruthy();
    expect(first.body.data.user_info).toMatchObject({ email: "lee@acme-corp.com", is_firstLiLogin: true });
    const second = await signIn();
    expect(second.body.data.user_info.is_firstLiLogin).toBe(false);
    const [row] = await db.select().from(oauthAccounts).where(eq(oauthAccounts.provider, "linkedin"));
    expect(row!.subject).toBe("li-abc");
  });

  it("reports the provider's error", async () => {
    const res = await call(linkedinCallback, "/api/v1/callback", { body: { error: "user_cancelled_login" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("user_cancelled_login");
  });
});
