import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/v2/login/route";
import { POST as signup } from "@/app/api/v2/signup/route";
import { POST as forgot } from "@/app/api/v2/forgot-password/route";
import { POST as twoFactorLogin } from "@/app/api/v2/2fa-login/route";
import { db } from "@/lib/db";
import { userDevices } from "@/lib/db/schema";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore, type RateStore } from "@/lib/rate-limit/store";
import { call } from "../../helpers/api";
import { createUser, TEST_PASSWORD } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";

// Each test sets a low limit for itself through the environment (RATE_LIMIT_<RULE>=count/seconds).
catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));
afterEach(() => {
  vi.unstubAllEnvs();
  setRateStore(undefined);
});

const from = (ip: string) => ({ "x-forwarded-for": ip });
const attempt = (email: string, password: string, ip = "10.0.0.1") =>
  call(login, "/api/v2/login", { body: { email, password }, headers: from(ip) });

function expect429(res: { status: number; headers: Headers; body: { message: string } }, text: RegExp) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(res.body.message).toMatch(text);
}

describe("sign-in limits", () => {
  it("locks an account after its failed sign-ins, even for the right password; other accounts go on", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNIN_ACCOUNT", "3/600");
    await createUser({ email: "target@acme-corp.com" });
    await createUser({ email: "bystander@acme-corp.com" });
    for (let i = 0; i < 3; i++) expect((await attempt("target@acme-corp.com", "wrong-pass", `10.0.1.${i}`)).status).toBe(401);
    const locked = await attempt("target@acme-corp.com", TEST_PASSWORD, "10.0.2.1");
    expect429(locked, /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect((await attempt("bystander@acme-corp.com", TEST_PASSWORD)).status).toBe(200);
  });

  it("does not count successful sign-ins against the account", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNIN_ACCOUNT", "2/600");
    await createUser({ email: "busy@acme-corp.com" });
    for (let i = 0; i < 5; i++) expect((await attempt("busy@acme-corp.com", TEST_PASSWORD)).status).toBe(200);
  });

  it("limits every attempt from one address, per address", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNIN_IP", "2/600");
    await createUser({ email: "ip@acme-corp.com" });
    expect((await attempt("ip@acme-corp.com", TEST_PASSWORD, "10.9.9.9")).status).toBe(200);
    expect((await attempt("nobody@acme-corp.com", "whatever-1", "10.9.9.9")).status).toBe(401);
    expect429(await attempt("ip@acme-corp.com", TEST_PASSWORD, "10.9.9.9"), /Too many sign-in attempts/);
    expect((await attempt("ip@acme-corp.com", TEST_PASSWORD, "10.9.9.10")).status).toBe(200);
  });
});

describe("code, reset and sign-up limits", () => {
  it("limits wrong one-time codes per account across challenges", async () => {
    vi.stubEnv("RATE_LIMIT_CODE_ACCOUNT", "2/600");
    const user = await createUser({ email: "codes@acme-corp.com" });
    await db.insert(userDevices).values({ userId: user.id, deviceId: "laptop" });
    const challenge = async () =>
      (await call<{ code: string }>(login, "/api/v2/login", { body: { email: "codes@acme-corp.com", password: TEST_PASSWORD }, deviceId: "phone" })).body.data.code;
    const c1 = await challenge();
    for (let i = 0; i < 2; i++) {
      expect((await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: c1, value: "ZZZZZZZZ" }, deviceId: "phone" })).status).toBe(401);
    }
    // A fresh challenge does not reset the account's count.
    const c2 = await challenge();
    expect429(await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: c2, value: "ZZZZZZZZ" }, deviceId: "phone" }), /Too many wrong codes/);
  });

  it("limits reset requests per e-mail, known or not (so the answer stays the same)", async () => {
    vi.stubEnv("RATE_LIMIT_RESET_ACCOUNT", "2/3600");
    for (const email of ["known@acme-corp.com", "ghost@acme-corp.com"]) {
      if (email.startsWith("known")) await createUser({ email });
      expect((await call(forgot, "/api/v2/forgot-password", { body: { email } })).status).toBe(200);
      expect((await call(forgot, "/api/v2/forgot-password", { body: { email } })).status).toBe(200);
      expect429(await call(forgot, "/api/v2/forgot-password", { body: { email } }), /Too many reset requests for this email/);
    }
  });

  it("limits sign-ups per address", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNUP_IP", "1/3600");
    const body = (email: string) => ({ name: "Jo Doe", email, password: "s3cret-pass", confirmPassword: "s3cret-pass", agree_to_tos: true });
    expect((await call(signup, "/api/v2/signup", { body: body("a@acme-corp.com"), headers: from("10.1.1.1") })).status).toBe(200);
    expect429(await call(signup, "/api/v2/signup", { body: body("b@acme-corp.com"), headers: from("10.1.1.1") }), /Too many sign-ups/);
  });
});

describe("limiter store failures", () => {
  it("refuses rather than allows when the store cannot count at all", async () => {
    const down: RateStore = {
      hit: () => Promise.reject(new Error("connection refused")),
      peek: () => Promise.reject(new Error("connection refused")),
      reset: () => Promise.reject(new Error("connection refused")),
      release: () => Promise.reject(new Error("connection refused")),
    };
    setRateStore(down);
    await createUser({ email: "down@acme-corp.com" });
    const res = await attempt("down@acme-corp.com", TEST_PASSWORD);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("unavailable");
    expect(res.headers.get("retry-after")).toBe("5");
  });

  it("counts in this server's memory while the configured Redis does not answer: sign-ins work, limits hold", async () => {
    setRateStore(undefined);
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:1");
    vi.stubEnv("RATE_LIMIT_SIGNIN_ACCOUNT", "2/60");
    await createUser({ email: "noredis@acme-corp.com", newDeviceCheck: false });
    expect((await attempt("noredis@acme-corp.com", TEST_PASSWORD)).status).toBe(200);
    expect((await attempt("noredis@acme-corp.com", "wrong-pass")).status).toBe(401);
    expect((await attempt("noredis@acme-corp.com", "wrong-pass")).status).toBe(401);
    expect429(await attempt("noredis@acme-corp.com", TEST_PASSWORD), /Too many failed sign-in attempts/);
  });

  it("counts in Redis when REDIS_URL is set (shared by every server)", async () => {
    setRateStore(undefined);
    vi.stubEnv("REDIS_URL", process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
    vi.stubEnv("RATE_LIMIT_SIGNIN_ACCOUNT", "2/60");
    const email = `redis-${randomBytes(4).toString("hex")}@acme-corp.com`;
    await createUser({ email });
    expect((await attempt(email, "wrong-pass")).status).toBe(401);
    expect((await attempt(email, "wrong-pass")).status).toBe(401);
    expect429(await attempt(email, TEST_PASSWORD), /Too many failed sign-in attempts/);
  });
});
