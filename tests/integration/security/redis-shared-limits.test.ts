import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "redis";
import { POST as login } from "@/app/api/v2/login/route";
import { setRateStore } from "@/lib/rate-limit";
import { reserveSlot } from "@/lib/rate-limit/pacing";
import { redisStore } from "@/lib/rate-limit/redis-store";
import { call } from "../../helpers/api";
import { createUser } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";

// What several servers share through Redis (issue 30): the limiter's counters with the real time
// left, keys under a per-deployment prefix, and HubSpot's per-member pacing.

const REDIS = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
// Each run its own prefix: parallel test files and other checkouts share this Redis.
const PREFIX = `scuba-test-${randomBytes(4).toString("hex")}:`;
const raw = createClient({ url: REDIS });

catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeAll(async () => {
  await raw.connect();
});
afterAll(async () => {
  const keys = await raw.keys(`${PREFIX}*`);
  if (keys.length) await raw.del(keys);
  await raw.quit();
});
beforeEach(() => {
  setRateStore(undefined);
  vi.stubEnv("REDIS_URL", REDIS);
  vi.stubEnv("REDIS_PREFIX", PREFIX);
});
afterEach(() => vi.unstubAllEnvs());

describe("rate limits in Redis", () => {
  it("say the real time left in Retry-After and in the message (not 1 second)", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNIN_ACCOUNT", "2/50");
    const email = `retry-${randomBytes(4).toString("hex")}@acme-corp.com`;
    await createUser({ email });
    for (let i = 0; i < 2; i++) expect((await call(login, "/api/v2/login", { body: { email, password: "wrong-pass" } })).status).toBe(401);
    const res = await call(login, "/api/v2/login", { body: { email, password: "wrong-pass" } });
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get("retry-after"));
    expect(seconds).toBeGreaterThanOrEqual(45);
    expect(seconds).toBeLessThanOrEqual(50);
    expect(res.body.message).toBe(`Too many failed sign-in attempts. Please try again in ${seconds} seconds.`);
    // The counter lives under this deployment's prefix.
    expect(await raw.exists(`${PREFIX}rl:signin_account:${email}`)).toBe(1);
  });

  it("keep two deployments' counters apart on one Redis (REDIS_PREFIX)", async () => {
    const a = redisStore(REDIS, `${PREFIX}a:`);
    const b = redisStore(REDIS, `${PREFIX}b:`);
    for (let i = 0; i < 3; i++) await a.hit("rl:signin_ip:10.0.0.1", 60_000);
    expect((await b.hit("rl:signin_ip:10.0.0.1", 60_000)).count).toBe(1);
    expect((await a.peek("rl:signin_ip:10.0.0.1"))!.count).toBe(3);
    const hit = await a.hit("rl:signin_ip:10.0.0.1", 60_000);
    expect(hit.resetAt - Date.now()).toBeGreaterThan(55_000);
  });
});

describe("HubSpot pacing in Redis", () => {
  it("is shared by every server: a slot taken by another server makes this one wait", async () => {
    const key = `hubspot:member-${randomBytes(4).toString("hex")}`;
    // Another server took the member's slots for the next 5 s (on Redis's clock).
    const [seconds, micros] = (await raw.time()) as unknown as [string, string];
    const redisNow = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    await raw.set(`${PREFIX}pace:${key}`, String(redisNow + 5_000), { PX: 10_000 });
    const wait = await reserveSlot(key, 100);
    expect(wait).toBeGreaterThan(4_000);
    expect(wait).toBeLessThanOrEqual(5_100);
    // And the next one queues behind it: the shared slot moved on by two spacings.
    await reserveSlot(key, 100);
    expect(Number(await raw.get(`${PREFIX}pace:${key}`))).toBe(redisNow + 5_000 + 200);
  });

  it("spaces a member's calls 100 ms apart across servers' parallel calls", async () => {
    const key = `hubspot:member-${randomBytes(4).toString("hex")}`;
    const waits = (await Promise.all(Array.from({ length: 5 }, () => reserveSlot(key, 100)))).sort((x, y) => x - y);
    for (let i = 1; i < waits.length; i++) expect(waits[i]! - waits[i - 1]!).toBeGreaterThanOrEqual(99);
  });
});
