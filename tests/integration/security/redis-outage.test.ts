import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createClient } from "redis";
import { consume, setRateStore } from "@/lib/rate-limit";
import { reserveSlot } from "@/lib/rate-limit/pacing";
import { closeRedis } from "@/lib/rate-limit/redis-client";
import { startPrivateRedis, type PrivateRedis } from "../../helpers/private-services";

// Redis is a helper (DESIGN §15): while it is away the limits count in this process's memory, with
// one warning per outage; when it answers again counting is shared again. The test's own Redis, so
// that it can stop it.

let redis: PrivateRedis;
const PREFIX = `scuba-outage-${randomBytes(4).toString("hex")}:`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  redis = await startPrivateRedis(await freePort());
});
afterAll(async () => {
  await closeRedis();
  await redis.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  setRateStore(undefined);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const statusOf = (p: Promise<void>) => p.then(() => 200, (e: { status?: number }) => e.status ?? 500);

describe("a Redis outage", () => {
  it("limits keep working per server, one warning for the outage, and are shared again once Redis answers", async () => {
    vi.stubEnv("REDIS_URL", redis.url);
    vi.stubEnv("REDIS_PREFIX", PREFIX);
    vi.stubEnv("RATE_LIMIT_SIGNIN_IP", "3/60");
    vi.stubEnv("LOG_LEVEL", "info");
    const logged: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void logged.push(line));
    const events = (name: string) => logged.filter((l) => l.includes(`"event":"${name}"`));
    setRateStore(undefined);
    const raw = createClient({ url: redis.url });
    await raw.connect();

    // Shared: the count lives in Redis.
    for (let i = 0; i < 2; i++) expect(await statusOf(consume("signin_ip", "10.9.0.1"))).toBe(200);
    expect(await raw.get(`${PREFIX}rl:signin_ip:10.9.0.1`)).toBe("2");
    await raw.quit();

    await redis.stop();
    await sleep(100);
    // Away: this process counts from its own memory, by the same rule (3, then refused).
    const away = [];
    for (let i = 0; i < 4; i++) away.push(await statusOf(consume("signin_ip", "10.9.0.2")));
    expect(away).toEqual([200, 200, 200, 429]);
    expect(events("rate_limit.store_degraded")).toHaveLength(1);
    expect(events("redis.unavailable")).toHaveLength(1);
    // Pacing, too, falls back to this process.
    expect(await reserveSlot(`pace-${randomBytes(3).toString("hex")}`, 100)).toBe(0);
    expect(events("pacing.degraded")).toHaveLength(1);

    await redis.start();
    const back = Date.now();
    const check = createClient({ url: redis.url });
    await check.connect();
    for (;;) {
      await statusOf(consume("signin_ip", "10.9.0.3"));
      if ((await check.get(`${PREFIX}rl:signin_ip:10.9.0.3`)) !== null) break;
      expect(Date.now() - back).toBeLessThan(5_000);
      await sleep(100);
    }
    await check.quit();
    expect(events("redis.available")).toHaveLength(1);
    // One warning for the whole outage, however many calls fell back.
    expect(events("rate_limit.store_degraded")).toHaveLength(1);
  }, 30_000);
});
