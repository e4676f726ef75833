import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { db } from "@/lib/db";
import { authTokens, sessions, userDevices } from "@/lib/db/schema";
import { seal } from "@/lib/crypto/secret-box";
import { startSession } from "@/lib/auth/service";
import { acceptTotp } from "@/lib/auth/two-factor";
import { POST as login } from "@/app/api/v2/login/route";
import { POST as twoFactorLogin } from "@/app/api/v2/2fa-login/route";
import { POST as newDeviceVerify } from "@/app/api/v2/new-device-verify/route";
import { POST as generateToken } from "@/app/api/v2/generate-2fa-token/route";
import { POST as enable2fa } from "@/app/api/v2/enable-2fa/route";
import { GET as verify } from "@/app/api/v2/verify/route";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call } from "../../helpers/api";
import { createUser, reloadUser, signedInUser, TEST_PASSWORD } from "../../helpers/factories";
import { deviceCodeIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));

type Challenge = { screen: string; type: string; code: string };

/** The app's code `steps` 30-second steps from now (the server accepts one step of drift either way). */
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const signIn = (email: string, deviceId: string) =>
  call<Challenge & { token: string }>(login, "/api/v2/login", { body: { email, password: TEST_PASSWORD }, deviceId });

describe("new-device code", () => {
  it("lets the first sign-in through, then asks an unknown device for the mailed 8-character code", async () => {
    await createUser({ email: "dev@acme-corp.com" });
    const first = await signIn("dev@acme-corp.com", "laptop");
    expect(first.status).toBe(200);
    expect(first.body.data.token).toBeTruthy();
    expect(smtp.current.mails).toHaveLength(0);
    // The known device signs in again without a code.
    expect((await signIn("dev@acme-corp.com", "laptop")).body.data.token).toBeTruthy();

    const other = await signIn("dev@acme-corp.com", "tablet");
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ screen: "2fa", type: "email" });
    expect(other.body.data).not.toHaveProperty("token");
    const code = deviceCodeIn(await smtp.current.waitFor({ to: "dev@acme-corp.com", subject: "Your Scuba sign-in code" }))!;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    // Stored hashed, never in clear.
    const [row] = await db.select().from(authTokens).where(eq(authTokens.purpose, "new_device"));
    expect(JSON.stringify(row)).not.toContain(code);

    // Another device cannot spend this challenge.
    const stolen = await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: other.body.data.code, value: code }, deviceId: "attacker" });
    expect(stolen.status).toBe(401);

    // Typed lower-case with the dash: normalised.
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const ok = await call<{ token: string }>(newDeviceVerify, "/api/v2/new-device-verify", {
      body: { all_data: {}, code: other.body.data.code, value: typed },
      deviceId: "tablet",
    });
    expect(ok.status).toBe(200);
    expect((await call(verify, "/api/v2/verify", { token: ok.body.data.token })).status).toBe(200);
    // Single use.
    const reuse = await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: other.body.data.code, value: code }, deviceId: "tablet" });
    expect(reuse.status).toBe(401);
    // The device is known now.
    expect((await signIn("dev@acme-corp.com", "tablet")).body.data.token).toBeTruthy();
    expect(await db.select().from(userDevices)).toHaveLength(2);
  });

  it("knows a device by the signed cookie the server issued, never by the client's X-Device-Id", async () => {
    const user = await createUser({ email: "cookie@acme-corp.com" });
    const first = await signIn("cookie@acme-corp.com", "cookie-laptop");
    expect(first.body.data.token).toBeTruthy();
    const issued = first.cookies["scuba_device"];
    expect(issued).toMatch(/^[\w-]{20,}\.[\w-]{40,}$/);
    expect(first.headers.getSetCookie().find((c) => c.startsWith("scuba_device="))).toMatch(/HttpOnly/i);
    // What the server remembers is its own key, not the id the client sent (which sessions still show).
    const [device] = await db.select().from(userDevices).where(eq(userDevices.userId, user.id));
    expect(device!.deviceId).toBe(issued!.split(".")[0]);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.deviceId).toBe("cookie-laptop");

    const asLaptop = (cookie: string) =>
      call<Challenge & { token: string }>(login, "/api/v2/login", { body: { email: "cookie@acme-corp.com", password: TEST_PASSWORD }, deviceId: "cookie-laptop", headers: { cookie } });
    // The same X-Device-Id without the cookie, with a forged signature, or with another key: a new device.
    const key = issued!.split(".")[0]!;
    for (const cookie of ["scuba_device=", `scuba_device=${key}.forged`, `scuba_device=${"A".repeat(24)}.${issued!.split(".")[1]}`]) {
      const res = await asLaptop(cookie);
      expect(res.body.data, cookie).toMatchObject({ screen: "2fa", type: "email" });
      expect(res.body.data).not.toHaveProperty("token");
    }
    // The browser holding the cookie is known, whatever X-Device-Id it sends.
    const back = await call<{ token: string }>(login, "/api/v2/login", {
      body: { email: "cookie@acme-corp.com", password: TEST_PASSWORD },
      deviceId: "renamed",
      headers: { cookie: `scuba_device=${issued}` },
    });
    expect(back.body.data.token).toBeTruthy();
    expect(back.cookies["scuba_device"]).toBeUndefined(); // a valid key is kept, not reissued
  });

  it("ends the challenge after 5 wrong codes, even for the right code afterwards", async () => {
    const user = await createUser({ email: "five@acme-corp.com" });
    await db.insert(userDevices).values({ userId: user.id, deviceId: "laptop" });
    const challenge = (await signIn("five@acme-corp.com", "phone")).body.data.code;
    const code = deviceCodeIn(await smtp.current.waitFor({ to: "five@acme-corp.com" }))!;
    const wrong = code === "AAAAAAAA" ? "BBBBBBBB" : "AAAAAAAA";
    for (let i = 1; i <= 4; i++) {
      const res = await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: challenge, value: wrong }, deviceId: "phone" });
      expect(res.body.message).toBe("The code you entered is incorrect.");
    }
    const fifth = await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: challenge, value: wrong }, deviceId: "phone" });
    expect(fifth.body.message).toBe("Too many wrong codes. Please sign in again.");
    const right = await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: challenge, value: code }, deviceId: "phone" });
    expect(right.status).toBe(401);
  });

  it("expires the code after 10 minutes", async () => {
    const user = await createUser({ email: "ten@acme-corp.com" });
    await db.insert(userDevices).values({ userId: user.id, deviceId: "laptop" });
    const challenge = (await signIn("ten@acme-corp.com", "phone")).body.data.code;
    const code = deviceCodeIn(await smtp.current.waitFor({ to: "ten@acme-corp.com" }))!;
    const [row] = await db.select().from(authTokens);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);
    await db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: challenge, value: code }, deviceId: "phone" })).status).toBe(401);
  });
});

describe("authenticator-app two-factor", () => {
  it("sets up with a QR code and secret, confirms with a code, then requires it at sign-in", async () => {
    const { token } = await signedInUser({ email: "totp@acme-corp.com" });
    const gen = await call<{ qr_code: string; secret: string }>(generateToken, "/api/v2/generate-2fa-token", { method: "POST", token });
    expect(gen.status).toBe(200);
    expect(gen.body.data.qr_code).toMatch(/^data:image\/png;base64,/);
    const secret = gen.body.data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    expect((await call(enable2fa, "/api/v2/enable-2fa", { token, body: { code: "000000", password: TEST_PASSWORD } })).status).toBe(400);
    // Not on until confirmed: sign-in still goes straight through.
    expect((await signIn("totp@acme-corp.com", "test-device-0001")).body.data.token).toBeTruthy();
    expect((await call(enable2fa, "/api/v2/enable-2fa", { token, body: { code: await generate({ secret }), password: TEST_PASSWORD } })).status).toBe(200);
    const me = await call<{ two_factor_enabled: boolean }>(verify, "/api/v2/verify", { token });
    expect(me.body.data.two_factor_enabled).toBe(true);

    const step = await signIn("totp@acme-corp.com", "test-device-0001");
    expect(step.body.data).toMatchObject({ screen: "2fa", type: "totp" });
    expect(step.body.data).not.toHaveProperty("token");
    const bad = await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: step.body.data.code, value: "123456" } });
    expect(bad.status).toBe(401);
    // The code that enabled two-factor is spent: the sign-in takes the app's next one.
    const good = await call<{ token: string }>(twoFactorLogin, "/api/v2/2fa-login", {
      body: { code: step.body.data.code, value: await codeAt(secret, 1) },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.token).toBeTruthy();
  });

  it("ends the user's other sessions when two-factor is enabled, keeping the one that enabled it", async () => {
    const { user, token } = await signedInUser({ email: "ends@acme-corp.com" });
    const other = await startSession(user, { deviceId: "phone", deviceType: "mobile", browserType: "Test", ipAddress: "127.0.0.1" }, false);
    const gen = await call<{ secret: string }>(generateToken, "/api/v2/generate-2fa-token", { method: "POST", token });
    expect((await call(verify, "/api/v2/verify", { token: other.token })).status).toBe(200);
    await call(enable2fa, "/api/v2/enable-2fa", { token, body: { code: await generate({ secret: gen.body.data.secret }), password: TEST_PASSWORD } });
    expect((await call(verify, "/api/v2/verify", { token })).status).toBe(200);
    expect((await call(verify, "/api/v2/verify", { token: other.token })).status).toBe(403);
  });

  it("tells the client a superadmin without two-factor must set it up", async () => {
    const { token } = await signedInUser({ email: "root@acme-corp.com", role: "superadmin" });
    const me = await call<{ user_role: string; two_factor_enabled: boolean }>(verify, "/api/v2/verify", { token });
    expect(me.body.data).toMatchObject({ user_role: "superadmin", two_factor_enabled: false });
  });
});

describe("authenticator codes are single use", () => {
  const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  const withTwoFactor = (email: string) => createUser({ email, totpSecretEnc: seal(SECRET), totpEnabledAt: new Date() });
  const submit = (challenge: string, value: string) =>
    call<{ token: string }>(twoFactorLogin, "/api/v2/2fa-login", { body: { code: challenge, value } });

  it("refuses a sign-in code already accepted, and any older one; the app's next code works", async () => {
    const user = await withTwoFactor("once@acme-corp.com");
    const first = (await signIn("once@acme-corp.com", "test-device-0001")).body.data.code;
    const second = (await signIn("once@acme-corp.com", "test-device-0001")).body.data.code;
    const now = Math.floor(Date.now() / 1000);
    const code = await generate({ secret: SECRET, epoch: now });

    expect((await submit(first, code)).status).toBe(200);
    const replay = await submit(second, code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe("This code has already been used. Wait for the next code in your app.");
    expect(replay.body.data).toBeNull();
    // The previous step's code is still inside the drift window, but older than the one accepted.
    expect((await submit(second, await generate({ secret: SECRET, epoch: now - 30 }))).status).toBe(401);

    // The challenge is still open (2 of 5 tries used): the next step's code signs in.
    const next = await submit(second, await generate({ secret: SECRET, epoch: now + 30 }));
    expect(next.status).toBe(200);
    expect(next.body.data.token).toBeTruthy();
    expect((await reloadUser(user.id)).totpLastStep).toBe(Math.floor((now + 30) / 30));
  });

  it("does not let the code that enabled two-factor sign in", async () => {
    const { token } = await signedInUser({ email: "setup@acme-corp.com" });
    const gen = await call<{ secret: string }>(generateToken, "/api/v2/generate-2fa-token", { method: "POST", token });
    const code = await generate({ secret: gen.body.data.secret });
    expect((await call(enable2fa, "/api/v2/enable-2fa", { token, body: { code, password: TEST_PASSWORD } })).status).toBe(200);
    const step = (await signIn("setup@acme-corp.com", "test-device-0001")).body.data.code;
    const res = await submit(step, code);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("This code has already been used. Wait for the next code in your app.");
  });

  it("accepts exactly one of concurrent submissions of the same code", async () => {
    const user = await withTwoFactor("race@acme-corp.com");
    const code = await generate({ secret: SECRET });
    // The domain step itself, many at once.
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => acceptTotp(user, code)));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "used")).toHaveLength(7);

    // Through the route: four sign-ins in flight, each sending the app's next code.
    const next = await codeAt(SECRET, 1);
    const challenges = await Promise.all(Array.from({ length: 4 }, async () => (await signIn("race@acme-corp.com", "test-device-0001")).body.data.code));
    const answers = await Promise.all(challenges.map((c) => submit(c, next)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401]);

    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    // The same challenge submitted twice at once (a double click): one session.
    const other = await withTwoFactor("double@acme-corp.com");
    const doubled = (await signIn("double@acme-corp.com", "test-device-0001")).body.data.code;
    const fresh = await generate({ secret: SECRET });
    const twice = await Promise.all([submit(doubled, fresh), submit(doubled, fresh)]);
    expect(twice.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(1);
  });
});
