import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as forgot } from "@/app/api/v2/forgot-password/route";
import { POST as resend } from "@/app/api/v2/resend-verification/route";
import { POST as signup } from "@/app/api/v2/signup/route";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call } from "../../helpers/api";
import { createUser } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";

// Issue 12 §8: forgot-password and resend-verification must not tell, by their timing, whether an
// account exists: the mail is queued, and the request does the same work either way.
const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));
afterEach(() => {
  vi.unstubAllEnvs();
  setRateStore(undefined);
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(fn: () => Promise<unknown>) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

describe("constant-time forgot-password and resend-verification", () => {
  it("sends nothing while answering; the queued job sends the mail afterwards", async () => {
    await createUser({ email: "known@acme-corp.com" });
    const res = await call(forgot, "/api/v2/forgot-password", { body: { email: "known@acme-corp.com" } });
    expect(res.status).toBe(200);
    expect(smtp.current.mails).toHaveLength(0);
    await runPendingJobs();
    await smtp.current.waitFor({ to: "known@acme-corp.com", subject: "Reset your password" });

    await createUser({ email: "unverified@acme-corp.com", emailVerifiedAt: null });
    expect((await call(resend, "/api/v2/resend-verification", { body: { email: "unverified@acme-corp.com" } })).status).toBe(200);
    expect(smtp.current.mails).toHaveLength(1);
    await runPendingJobs();
    await smtp.current.waitFor({ to: "unverified@acme-corp.com", subject: "Verify your email address" });
    // An unknown address: the job runs and sends nothing.
    await call(forgot, "/api/v2/forgot-password", { body: { email: "ghost@acme-corp.com" } });
    await runPendingJobs();
    expect(smtp.current.mails).toHaveLength(2);
  });

  it("answers a known and an unknown address in the same time", async () => {
    vi.stubEnv("RATE_LIMIT_RESET_ACCOUNT", "1000/3600");
    vi.stubEnv("RATE_LIMIT_RESET_IP", "1000/3600");
    await createUser({ email: "real@acme-corp.com" });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      known.push(await timed(() => call(forgot, "/api/v2/forgot-password", { body: { email: "real@acme-corp.com" } })));
      unknown.push(await timed(() => call(forgot, "/api/v2/forgot-password", { body: { email: `ghost${i}@acme-corp.com` } })));
    }
    const k = median(known);
    const u = median(unknown);
    console.log(`[timing] forgot-password median: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
    // Before: 160–184 ms against 2–4 ms (the mail went out before the answer).
    expect(Math.abs(k - u)).toBeLessThan(Math.max(15, u));
    expect(smtp.current.mails).toHaveLength(0);
  });
});

describe("sign-up per e-mail", () => {
  it("limits sign-up attempts for one address, from any IP", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNUP_EMAIL", "2/3600");
    const body = { name: "Eve Example", email: "target@acme-corp.com", password: "password-123", confirmPassword: "password-123", agree_to_tos: true };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(signup, "/api/v2/signup", { body, headers: { "x-forwarded-for": `10.2.0.${i}` } })).status);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(2)).toEqual([429, 429]);
  });
});
