import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as signup } from "@/app/api/v2/signup/route";
import { POST as verifyEmail } from "@/app/api/v2/verify-email/route";
import { GET as credit } from "@/app/api/v2/credit/route";
import { db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { startSession } from "@/lib/auth/service";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call } from "../../helpers/api";
import { createUser } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

// Issue 12 §10: free credits only with a verified mailbox; no attacker links in our mail;
// unverified accounts expire.
const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));

const device = { deviceId: "d", deviceType: "desktop" as const, browserType: null, ipAddress: null };

describe("abuse channels", () => {
  it("grants the welcome credits at verification, not at sign-up", async () => {
    const res = await call(signup, "/api/v2/signup", {
      body: { name: "Win at https://evil.example/now", email: "fresh@acme-corp.com", password: "password-123", confirmPassword: "password-123", agree_to_tos: true },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.current.waitFor({ to: "fresh@acme-corp.com", subject: "Verify your email address" });
    // The attacker-chosen name is in the mail without its link.
    expect(mail.text).not.toContain("evil.example");
    const [user] = await db.select().from(users).where(eq(users.email, "fresh@acme-corp.com"));
    // An unverified account holding a session (e.g. made by hand) still gets nothing.
    const { token } = await startSession(user!, device, false);
    expect((await call<{ remaining: number }>(credit, "/api/v2/credit", { token })).body.data.remaining).toBe(0);
    const link = linksIn(mail)[0]!.split("/").filter(Boolean).pop()!;
    expect((await call(verifyEmail, "/api/v2/verify-email", { body: { token: link } })).status).toBe(200);
    expect((await call<{ remaining: number }>(credit, "/api/v2/credit", { token })).body.data.remaining).toBe(5);
  });

  it("deletes accounts left unverified past their time when someone signs up", async () => {
    const old = await createUser({ email: "stale@acme-corp.com", emailVerifiedAt: null, createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    const recent = await createUser({ email: "recent@acme-corp.com", emailVerifiedAt: null });
    // The stale address can be signed up again.
    const res = await call(signup, "/api/v2/signup", {
      body: { name: "Real Owner", email: "stale@acme-corp.com", password: "password-123", confirmPassword: "password-123", agree_to_tos: true },
    });
    expect(res.status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, old.id))).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.id, recent.id))).toHaveLength(1);
  });
});
