import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { POST as signup } from "@/app/api/v2/signup/route";
import { POST as register } from "@/app/api/v1/register/route";
import { POST as login } from "@/app/api/v2/login/route";
import { POST as logout } from "@/app/api/v2/logout/route";
import { GET as verify } from "@/app/api/v2/verify/route";
import { POST as verifyEmail } from "@/app/api/v2/verify-email/route";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";
import { call } from "../../helpers/api";
import { createUser, signedInUser, TEST_PASSWORD } from "../../helpers/factories";

const signupBody = {
  name: "Jane Seller",
  email: "Jane@Acme-Corp.com",
  password: "s3cret-pass",
  confirmPassword: "s3cret-pass",
  agree_to_tos: true,
  redirect_url: "?next=payment",
};

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));

describe("sign-up, sign-in and sessions", () => {
  it("signs up, signs in with a session row and cookie, answers the user's details, and logs out", async () => {
    const created = await call(signup, "/api/v2/signup", { body: signupBody });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("User registered successfully");
    // Sign-in needs the verified e-mail: follow the mailed link.
    const mail = await smtp.current.waitFor({ to: "jane@acme-corp.com", subject: "Verify your email address" });
    const token = new URL(linksIn(mail)[0]!).pathname.split("/").pop()!;
    expect((await call(verifyEmail, "/api/v2/verify-email", { body: { token } })).status).toBe(200);

    const res = await call<{ token: string }>(login, "/api/v2/login", {
      body: { email: "jane@acme-corp.com", password: "s3cret-pass", remember: true },
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36" },
    });
    expect(res.status).toBe(200);
    expect(res.cookies.scuba_session).toBe(res.body.data.token);
    const [row] = await db.select().from(sessions);
    expect(row).toMatchObject({ deviceId: "test-device-0001", deviceType: "desktop", browserType: "Chrome 156", remember: true });

    const me = await call<{ email: string; redirect_url: string }>(verify, "/api/v2/verify", { token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: "jane@acme-corp.com", redirect_url: "?next=payment", user_role: "member" });

    const out = await call(logout, "/api/v2/logout", { method: "POST", token: res.body.data.token });
    expect(out.status).toBe(200);
    expect(out.cookies.scuba_session).toBe("");
    expect((await call(verify, "/api/v2/verify", { token: res.body.data.token })).status).toBe(403);
  });

  it("serves the same sign-up at /v1/register and refuses a taken e-mail", async () => {
    expect((await call(register, "/api/v1/register", { body: signupBody })).status).toBe(200);
    const again = await call(signup, "/api/v2/signup", { body: { ...signupBody, email: "jane@acme-corp.com" } });
    expect(again.status).toBe(409);
  });

  it("answers invalid payloads with 400 and the spec's field messages", async () => {
    const res = await call(signup, "/api/v2/signup", {
      body: { name: "J", email: "nope", password: "short", confirmPassword: "short", agree_to_tos: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: ["Name must be at least 2 characters."],
      email: ["Invalid email address."],
      password: ["Password must be at least 8 characters."],
      confirmPassword: ["Confirm password must be at least 8 characters."],
      agree_to_tos: ["Accept the terms and conditions to continue"],
    });
  });

  it("refuses passwords that do not match (the sign-up schema's rule), creating nothing", async () => {
    const res = await call(signup, "/api/v2/signup", { body: { ...signupBody, confirmPassword: `${signupBody.password}x` } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ confirmPassword: ["Please make sure your passwords match."] });
    expect(await db.select().from(users)).toHaveLength(0);
  });

  it("refuses a wrong password and names inactive or unapproved accounts", async () => {
    await createUser({ email: "a@acme-corp.com" });
    const wrong = await call(login, "/api/v2/login", { body: { email: "a@acme-corp.com", password: "wrong-password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password");
    const unknown = await call(login, "/api/v2/login", { body: { email: "nobody@acme-corp.com", password: "whatever1" } });
    expect(unknown.body.message).toBe("Invalid email or password");

    await createUser({ email: "b@acme-corp.com", isActive: false });
    const inactive = await call(login, "/api/v2/login", { body: { email: "b@acme-corp.com", password: TEST_PASSWORD } });
    expect(inactive.body.message).toBe("User is inactive");
    await createUser({ email: "c@acme-corp.com", isAdminApproved: false });
    const pending = await call(login, "/api/v2/login", { body: { email: "c@acme-corp.com", password: TEST_PASSWORD } });
    expect(pending.body.message).toBe("Admin approval pending");
  });

  it("answers 403 for a missing, tampered or revoked session", async () => {
    expect((await call(verify, "/api/v2/verify")).status).toBe(403);
    const { token, session } = await signedInUser();
    expect((await call(verify, "/api/v2/verify", { token: token.slice(0, -2) + "xx" })).status).toBe(403);
    expect((await call(verify, "/api/v2/verify", { token })).status).toBe(200);
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
    const revoked = await call(verify, "/api/v2/verify", { token });
    expect(revoked.status).toBe(403);
    expect(revoked.body.version).toBe("1.3.0");
  });

  it("answers statusCode 419 for a session past its expiry", async () => {
    const { token, session } = await signedInUser();
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session.id));
    const res = await call(verify, "/api/v2/verify", { token });
    expect(res.status).toBe(401);
    expect(res.body.statusCode).toBe(419);
  });

  it("ends the sessions of a deactivated user at once", async () => {
    const { user, token } = await signedInUser();
    const { users } = await import("@/lib/db/schema");
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await call(verify, "/api/v2/verify", { token })).status).toBe(403);
  });
});

describe("cross-site write defence", () => {
  it("refuses a mutating call without X-Device-Id", async () => {
    const { token } = await signedInUser();
    const res = await call(logout, "/api/v2/logout", { method: "POST", token, deviceId: null });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Missing X-Device-Id header");
    // …and the session is still alive, because nothing ran.
    expect((await call(verify, "/api/v2/verify", { token })).status).toBe(200);
  });

  it("refuses a write from another origin or marked cross-site", async () => {
    const { token } = await signedInUser();
    const other = await call(logout, "/api/v2/logout", { method: "POST", token, headers: { origin: "https://evil.example" } });
    expect(other.status).toBe(403);
    const crossSite = await call(logout, "/api/v2/logout", { method: "POST", token, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    // The browser extension's origin passes only with the bearer token (a cookie alone would not).
    const fromExtension = await call(logout, "/api/v2/logout", { method: "POST", headers: { origin: "chrome-extension://abcdefghijklmnop", cookie: `scuba_session=${token}` } });
    expect(fromExtension.status).toBe(403);
    const same = await call(logout, "/api/v2/logout", { method: "POST", token, headers: { origin: "http://localhost:3000" } });
    expect(same.status).toBe(200);
  });
});
