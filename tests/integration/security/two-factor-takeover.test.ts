import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generate } from "otplib";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as login } from "@/app/api/v2/login/route";
import { POST as twoFactorLogin } from "@/app/api/v2/2fa-login/route";
import { POST as generateToken } from "@/app/api/v2/generate-2fa-token/route";
import { POST as enable2fa } from "@/app/api/v2/enable-2fa/route";
import { POST as disable2fa } from "@/app/api/v2/disable-2fa/route";
import { PATCH as settings } from "@/app/api/v2/two-factor-settings/route";
import { POST as forgot } from "@/app/api/v2/forgot-password/route";
import { POST as reset } from "@/app/api/v2/reset-forgot-password/route";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call } from "../../helpers/api";
import { reloadUser, signedInUser, TEST_PASSWORD } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

// Issue 12 §6: a stolen session must not become a permanent takeover through two-factor.
const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));

const codeAt = (secret: string, steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function setUp(email: string) {
  const s = await signedInUser({ email });
  const gen = await call<{ secret: string }>(generateToken, "/api/v2/generate-2fa-token", { method: "POST", token: s.token });
  return { ...s, secret: gen.body.data.secret };
}

describe("two-factor cannot be taken over with a session alone", () => {
  it("setup needs the current password, always notifies, and hands out hashed single-use recovery codes", async () => {
    const { token, user, secret } = await setUp("owner@acme-corp.com");
    // The thief silences the notification first…
    expect((await call(settings, "/api/v2/two-factor-settings", { method: "PATCH", token, body: { email_notifications: false } })).status).toBe(200);
    // …but without the password the setup is refused.
    expect((await call(enable2fa, "/api/v2/enable-2fa", { token, body: { code: await codeAt(secret, 0) } })).status).toBe(400);
    expect((await call(enable2fa, "/api/v2/enable-2fa", { token, body: { code: await codeAt(secret, 0), password: "wrong-password" } })).status).toBe(400);
    expect((await reloadUser(user.id)).totpEnabledAt).toBeNull();

    const on = await call<{ recovery_codes: string[] }>(enable2fa, "/api/v2/enable-2fa", { token, body: { code: await codeAt(secret, 0), password: TEST_PASSWORD } });
    expect(on.status).toBe(200);
    const codes = on.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    await smtp.current.waitFor({ to: "owner@acme-corp.com", subject: "Two-factor authentication is on" });
    const stored = JSON.stringify(await reloadUser(user.id));
    for (const c of codes) expect(stored).not.toContain(c);

    // A recovery code signs in once.
    const challenge = async () => (await call<{ code: string }>(login, "/api/v2/login", { body: { email: "owner@acme-corp.com", password: TEST_PASSWORD } })).body.data.code;
    const c1 = await challenge();
    expect((await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: c1, value: codes[0]!.toLowerCase() } })).status).toBe(200);
    const c2 = await challenge();
    expect((await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: c2, value: codes[0]! } })).status).toBe(401);
    expect((await call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: c2, value: codes[1]! } })).status).toBe(200);
  });

  it("disabling needs the password and a code, and always notifies", async () => {
    const { token, user, secret } = await setUp("off@acme-corp.com");
    const on = await call<{ recovery_codes: string[] }>(enable2fa, "/api/v2/enable-2fa", { token, body: { code: await codeAt(secret, 0), password: TEST_PASSWORD } });
    expect((await call(disable2fa, "/api/v2/disable-2fa", { token, body: { password: TEST_PASSWORD, code: "000000" } })).status).toBe(400);
    expect((await call(disable2fa, "/api/v2/disable-2fa", { token, body: { password: "nope-nope", code: on.body.data.recovery_codes[0]! } })).status).toBe(400);
    expect((await reloadUser(user.id)).totpEnabledAt).not.toBeNull();
    expect((await call(disable2fa, "/api/v2/disable-2fa", { token, body: { password: TEST_PASSWORD, code: on.body.data.recovery_codes[0]! } })).status).toBe(200);
    expect((await reloadUser(user.id)).totpEnabledAt).toBeNull();
    await smtp.current.waitFor({ to: "off@acme-corp.com", subject: "Two-factor authentication is off" });
  });

  it("a password reset notifies and keeps the second factor required", async () => {
    const { token, secret } = await setUp("reset@acme-corp.com");
    expect((await call(enable2fa, "/api/v2/enable-2fa", { token, body: { code: await codeAt(secret, 0), password: TEST_PASSWORD } })).status).toBe(200);
    await call(forgot, "/api/v2/forgot-password", { body: { email: "reset@acme-corp.com" } });
    await runPendingJobs();
    const link = linksIn(await smtp.current.waitFor({ to: "reset@acme-corp.com", subject: "Reset your password" }))[0]!.split("/").filter(Boolean).pop()!;
    expect((await call(reset, "/api/v2/reset-forgot-password", { body: { link, password: "brand-new-pass", confirmPassword: "brand-new-pass" } })).status).toBe(200);
    await smtp.current.waitFor({ to: "reset@acme-corp.com", subject: "Your Scuba password was reset" });
    const step = await call<{ screen: string; type: string; token?: string }>(login, "/api/v2/login", { body: { email: "reset@acme-corp.com", password: "brand-new-pass" } });
    expect(step.body.data).toMatchObject({ screen: "2fa", type: "totp" });
    expect(step.body.data.token).toBeUndefined();
  });
});
