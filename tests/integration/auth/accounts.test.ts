import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { authTokens, sessions, users } from "@/lib/db/schema";
import { POST as signup } from "@/app/api/v2/signup/route";
import { POST as login } from "@/app/api/v2/login/route";
import { POST as verifyEmail } from "@/app/api/v2/verify-email/route";
import { POST as forgot } from "@/app/api/v2/forgot-password/route";
import { POST as reset } from "@/app/api/v2/reset-forgot-password/route";
import { POST as changePassword } from "@/app/api/v2/change-password/route";
import { POST as resend } from "@/app/api/v2/resend-verification/route";
import { GET as verify } from "@/app/api/v2/verify/route";
import { approveUser } from "@/lib/auth/account";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call } from "../../helpers/api";
import { createUser, reloadUser, signedInUser, TEST_PASSWORD } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));
afterEach(() => vi.unstubAllEnvs());

const body = (email: string) => ({ name: "Jane Seller", email, password: "s3cret-pass", confirmPassword: "s3cret-pass", agree_to_tos: true });
const lastSegment = (link: string) => new URL(link).pathname.split("/").filter(Boolean).pop()!;

async function signUpAndReadLink(email: string) {
  expect((await call(signup, "/api/v2/signup", { body: body(email) })).status).toBe(200);
  const mail = await smtp.current.waitFor({ to: email, subject: "Verify your email address" });
  return linksIn(mail)[0]!;
}

describe("e-mail verification", () => {
  it("refuses sign-in until the mailed link is followed; the link is built from APP_URL and works once", async () => {
    vi.stubEnv("APP_URL", "https://app.scuba.test");
    const link = await signUpAndReadLink("jane@acme-corp.com");
    expect(link).toMatch(/^https:\/\/app\.scuba\.test\/verify-email\/[A-Za-z0-9_-]{40,}$/);
    // The account is made with its own node: a search never has to make one (searches only read).
    const [made] = await db.select().from(users).where(eq(users.email, "jane@acme-corp.com"));
    expect(made!.personId).not.toBeNull();

    const early = await call(login, "/api/v2/login", { body: { email: "jane@acme-corp.com", password: "s3cret-pass" } });
    expect(early.status).toBe(401);
    expect(early.body.message).toBe("Email not verified");

    // Only a hash of the token is stored.
    const [row] = await db.select().from(authTokens);
    expect(row!.tokenHash).not.toContain(lastSegment(link));

    const ok = await call(verifyEmail, "/api/v2/verify-email", { body: { token: lastSegment(link) } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Email verified successfully");
    const again = await call(verifyEmail, "/api/v2/verify-email", { body: { token: lastSegment(link) } });
    expect(again.status).toBe(400);

    const signedIn = await call(login, "/api/v2/login", { body: { email: "jane@acme-corp.com", password: "s3cret-pass" } });
    expect(signedIn.status).toBe(200);
  });

  it("resends a fresh link that replaces the old one, with the same answer for any e-mail", async () => {
    const old = lastSegment(await signUpAndReadLink("again@acme-corp.com"));
    smtp.current.clear();
    const known = await call(resend, "/api/v2/resend-verification", { body: { email: "again@acme-corp.com" } });
    const unknown = await call(resend, "/api/v2/resend-verification", { body: { email: "ghost@acme-corp.com" } });
    expect(known.body.message).toBe(unknown.body.message);
    await runPendingJobs(); // reset and verification mails leave through the queue (issue 12 §8)
    const fresh = lastSegment(linksIn(await smtp.current.waitFor({ to: "again@acme-corp.com" }))[0]!);
    expect(fresh).not.toBe(old);
    expect((await call(verifyEmail, "/api/v2/verify-email", { body: { token: old } })).status).toBe(400);
    expect((await call(verifyEmail, "/api/v2/verify-email", { body: { token: fresh } })).status).toBe(200);
    expect(smtp.current.mails.filter((m) => m.to.includes("ghost@acme-corp.com"))).toHaveLength(0);
  });

  it("refuses an expired or unknown link and a missing token", async () => {
    const link = await signUpAndReadLink("late@acme-corp.com");
    await db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call(verifyEmail, "/api/v2/verify-email", { body: { token: lastSegment(link) } })).status).toBe(400);
    expect((await call(verifyEmail, "/api/v2/verify-email", { body: { token: "not-a-token" } })).status).toBe(400);
    const missing = await call(verifyEmail, "/api/v2/verify-email", { body: { token: "" } });
    expect(missing.body.message).toBe("Verification token is missing.");
  });

  it("refuses free-mail domains with HTTP 401 (configurable) and keeps the optional LinkedIn URL", async () => {
    const blocked = await call(signup, "/api/v2/signup", { body: body("someone@gmail.com") });
    expect(blocked.status).toBe(401);
    vi.stubEnv("SIGNUP_BLOCKED_DOMAINS", "acme-corp.com");
    expect((await call(signup, "/api/v2/signup", { body: body("x@acme-corp.com") })).status).toBe(401);
    expect((await call(signup, "/api/v2/signup", { body: body("x@gmail.com") })).status).toBe(200);
    const badUrl = await call(signup, "/api/v2/signup", { body: { ...body("y@gmail.com"), linkedin_url: "not a url" } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toMatch(/invalid url/i);
  });

  it("holds new accounts for a superadmin's approval when REQUIRE_ADMIN_APPROVAL is on", async () => {
    vi.stubEnv("REQUIRE_ADMIN_APPROVAL", "true");
    const link = await signUpAndReadLink("wait@acme-corp.com");
    await call(verifyEmail, "/api/v2/verify-email", { body: { token: lastSegment(link) } });
    const pending = await call<{ id: string }>(login, "/api/v2/login", { body: { email: "wait@acme-corp.com", password: "s3cret-pass" } });
    expect(pending.body.message).toBe("Admin approval pending");
    const user = (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, "wait@acme-corp.com") }))!;
    await approveUser(user.id);
    expect((await call(login, "/api/v2/login", { body: { email: "wait@acme-corp.com", password: "s3cret-pass" } })).status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("answers the same whether or not the e-mail exists, and mails only a known one", async () => {
    await createUser({ email: "known@acme-corp.com" });
    const known = await call(forgot, "/api/v2/forgot-password", { body: { email: "known@acme-corp.com" } });
    const unknown = await call(forgot, "/api/v2/forgot-password", { body: { email: "ghost@acme-corp.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    await runPendingJobs(); // reset and verification mails leave through the queue (issue 12 §8)
    await smtp.current.waitFor({ to: "known@acme-corp.com", subject: "Reset your password" });
    expect(smtp.current.mails.filter((m) => m.to.includes("ghost@acme-corp.com"))).toHaveLength(0);
    const invalid = await call(forgot, "/api/v2/forgot-password", { body: { email: "nope" } });
    expect(invalid.body.errors).toMatchObject({ email: ["Enter a valid email address"] });
  });

  it("sets the new password from the link once and ends every session of the user", async () => {
    const { user, token } = await signedInUser({ email: "reset@acme-corp.com" });
    await call(forgot, "/api/v2/forgot-password", { body: { email: "reset@acme-corp.com" } });
    await runPendingJobs(); // reset and verification mails leave through the queue (issue 12 §8)
    const mail = await smtp.current.waitFor({ to: "reset@acme-corp.com", subject: "Reset your password" });
    const link = lastSegment(linksIn(mail)[0]!);

    const mismatch = await call(reset, "/api/v2/reset-forgot-password", { body: { password: "new-pass-123", confirmPassword: "other-pass-1", link } });
    expect(mismatch.body.errors).toMatchObject({ confirmPassword: ["Passwords do not match"] });
    const done = await call(reset, "/api/v2/reset-forgot-password", { body: { password: "new-pass-123", confirmPassword: "new-pass-123", link } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Password reset was done successfully");
    expect((await call(verify, "/api/v2/verify", { token })).status).toBe(403);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.revokedReason).toBe("password_reset");

    const twice = await call(reset, "/api/v2/reset-forgot-password", { body: { password: "another-123", confirmPassword: "another-123", link } });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe("Link expired or invalid link");
    expect((await call(login, "/api/v2/login", { body: { email: "reset@acme-corp.com", password: "new-pass-123" } })).status).toBe(200);
    expect((await call(login, "/api/v2/login", { body: { email: "reset@acme-corp.com", password: TEST_PASSWORD } })).status).toBe(401);
  });

  it("refuses an expired reset link", async () => {
    await createUser({ email: "old@acme-corp.com" });
    await call(forgot, "/api/v2/forgot-password", { body: { email: "old@acme-corp.com" } });
    await runPendingJobs(); // reset and verification mails leave through the queue (issue 12 §8)
    const link = lastSegment(linksIn(await smtp.current.waitFor({ to: "old@acme-corp.com" }))[0]!);
    await db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1) });
    const res = await call(reset, "/api/v2/reset-forgot-password", { body: { password: "new-pass-123", confirmPassword: "new-pass-123", link } });
    expect(res.body.message).toBe("Link expired or invalid link");
  });
});

describe("change password", () => {
  it("checks the old password, validates with the spec's texts and ends the other sessions only", async () => {
    const first = await signedInUser({ email: "chg@acme-corp.com" });
    const second = await call<{ token: string }>(login, "/api/v2/login", { body: { email: "chg@acme-corp.com", password: TEST_PASSWORD } });
    const other = second.body.data.token;

    const invalid = await call(changePassword, "/api/v2/change-password", {
      token: first.token,
      body: { password: "", new_password: "short", confirm_password: "x" },
    });
    expect(invalid.body.errors).toMatchObject({
      password: ["Password field should not be empty."],
      new_password: ["New Password field should not be empty."],
      confirm_password: ["Confirm New Password field should not be empty."],
    });
    const mismatch = await call(changePassword, "/api/v2/change-password", {
      token: first.token,
      body: { password: TEST_PASSWORD, new_password: "brand-new-1", confirm_password: "brand-new-2" },
    });
    expect(mismatch.body.errors).toMatchObject({ confirm_password: ["Password and Confirm Password should be same"] });
    const wrongOld = await call(changePassword, "/api/v2/change-password", {
      token: first.token,
      body: { password: "not-my-password", new_password: "brand-new-1", confirm_password: "brand-new-1" },
    });
    expect(wrongOld.status).toBe(400);

    const done = await call(changePassword, "/api/v2/change-password", {
      token: first.token,
      body: { password: TEST_PASSWORD, new_password: "brand-new-1", confirm_password: "brand-new-1" },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Password Changed Successfully");
    expect((await call(verify, "/api/v2/verify", { token: first.token })).status).toBe(200);
    expect((await call(verify, "/api/v2/verify", { token: other })).status).toBe(403);
    const user = await reloadUser(first.user.id);
    expect(user.passwordHash).not.toBe(first.user.passwordHash);
  });
});
