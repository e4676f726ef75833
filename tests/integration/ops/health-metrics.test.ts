import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { POST as login } from "@/app/api/v2/login/route";
import { dbHandle, installDbHandle } from "@/lib/db";
import { openPostgres } from "@/lib/db/client";
import { enqueueJob, registerJobHandler, runPendingJobs } from "@/lib/jobs/service";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call } from "../../helpers/api";
import { createUser } from "../../helpers/factories";

// Liveness, readiness and metrics (issue 30).

const g = globalThis as unknown as { __scubaDraining?: boolean };
afterEach(() => {
  vi.unstubAllEnvs();
  g.__scubaDraining = undefined;
});

describe("health", () => {
  it("liveness answers without asking any dependency", async () => {
    const real = dbHandle();
    installDbHandle(openPostgres("postgres://nobody@127.0.0.1:1/none"));
    try {
      const res = await call(health, "/api/health");
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ status: "ok" });
    } finally {
      installDbHandle(real);
    }
  });

  it("readiness: 200 when the database answers (Redis not configured)", async () => {
    vi.stubEnv("REDIS_URL", "");
    const res = await call(ready, "/api/health/ready");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: "ready", checks: { database: "ok", redis: "not configured", server: "ok" } });
  });

  it("readiness: 503 when the database does not answer", async () => {
    const real = dbHandle();
    installDbHandle(openPostgres("postgres://nobody@127.0.0.1:1/none"));
    try {
      const res = await call(ready, "/api/health/ready");
      expect(res.status).toBe(503);
      expect(res.body.data).toMatchObject({ status: "not ready", checks: { database: "unreachable" } });
    } finally {
      installDbHandle(real);
    }
  });

  it("readiness: 200 whether or not the configured Redis answers, with its state in the body", async () => {
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:1");
    const down = await call(ready, "/api/health/ready");
    expect(down.status).toBe(200);
    expect(down.body.data).toEqual({ status: "ready", checks: { database: "ok", redis: "unreachable", server: "ok" } });
    vi.stubEnv("REDIS_URL", process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
    const up = await waitForRedis();
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ checks: { redis: "ok" } });
  });

  it("an API call while the database does not answer: 503 `unavailable` with Retry-After, not a 500", async () => {
    const real = dbHandle();
    installDbHandle(openPostgres("postgres://nobody@127.0.0.1:1/none"));
    try {
      const res = await call(login, "/api/v2/login", { body: { email: "nobody@acme-corp.com", password: "whatever-pass" } });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ statusCode: 503, code: "unavailable", data: null });
      expect(res.body.message).toBe("The service is briefly unavailable. Please try again in a few seconds.");
      expect(res.headers.get("retry-after")).toBe("5");
    } finally {
      installDbHandle(real);
    }
  });

  it("readiness: 503 while the server shuts down", async () => {
    g.__scubaDraining = true;
    const res = await call(ready, "/api/health/ready");
    expect(res.status).toBe(503);
    expect(res.body.data).toMatchObject({ checks: { server: "shutting down" } });
  });
});

describe("metrics", () => {
  beforeEach(() => setRateStore(new MemoryStore()));
  afterEach(() => setRateStore(undefined));

  it("are off (404) without METRICS_TOKEN, and need the token when on", async () => {
    vi.stubEnv("METRICS_TOKEN", "");
    expect((await call(metricsRoute, "/api/metrics")).status).toBe(404);
    vi.stubEnv("METRICS_TOKEN", "scrape-token-0123456789");
    expect((await call(metricsRoute, "/api/metrics")).status).toBe(401);
    expect((await call(metricsRoute, "/api/metrics", { headers: { authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);
    expect((await call(metricsRoute, "/api/metrics", { headers: { authorization: "Bearer scrape-token-0123456789" } })).status).toBe(200);
  });

  it("report request durations by route, the queue, jobs by kind and outcome, and rate-limit refusals", async () => {
    vi.stubEnv("METRICS_TOKEN", "scrape-token-0123456789");
    vi.stubEnv("RATE_LIMIT_SIGNIN_ACCOUNT", "1/60");
    await createUser({ email: "metrics@acme-corp.com" });
    for (let i = 0; i < 2; i++) await call(login, "/api/v2/login", { body: { email: "metrics@acme-corp.com", password: "wrong-pass" } });
    registerJobHandler("test.metrics-ok", async () => {});
    registerJobHandler("test.metrics-bad", async () => {
      throw new Error("boom");
    });
    await enqueueJob({ kind: "test.metrics-ok" });
    await enqueueJob({ kind: "test.metrics-bad" });
    await runPendingJobs();
    await enqueueJob({ kind: "test.metrics-ok", runAfter: new Date(Date.now() - 5_000) });

    const res = await fetchMetrics();
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = res.text;
    expect(text).toMatch(/scuba_http_request_duration_seconds_count\{route="\/api\/v2\/login",method="POST",status="429"\} [1-9]/);
    expect(text).toMatch(/scuba_jobs_total\{kind="test.metrics-ok",outcome="done"\} [1-9]/);
    expect(text).toMatch(/scuba_jobs_total\{kind="test.metrics-bad",outcome="retry"\} [1-9]/);
    expect(text).toMatch(/scuba_rate_limit_refusals_total\{rule="signin_account"\} [1-9]/);
    expect(text).toMatch(/^scuba_job_queue_depth 1$/m); // the failed one waits for its back-off: not due yet
    expect(Number(text.match(/^scuba_job_oldest_age_seconds (\S+)$/m)![1])).toBeGreaterThanOrEqual(4);
    for (const name of ["scuba_warm_path_search_seconds", "scuba_import_rows_total", "scuba_import_rows_per_second", "scuba_jobs_running"]) expect(text).toContain(`# TYPE ${name}`);
  });

  it("report whether Redis answers where one is configured (scuba_redis_up), and nothing of it where none is", async () => {
    vi.stubEnv("METRICS_TOKEN", "scrape-token-0123456789");
    vi.stubEnv("REDIS_URL", "");
    expect((await fetchMetrics()).text).not.toContain("scuba_redis_up");
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:1");
    expect((await fetchMetrics()).text).toMatch(/^scuba_redis_up 0$/m);
    vi.stubEnv("REDIS_URL", process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
    await waitForRedis();
    expect((await fetchMetrics()).text).toMatch(/^scuba_redis_up 1$/m);
  });
});

/** Readiness once the connection to a just-configured Redis is made (it connects in the background). */
async function waitForRedis() {
  for (let i = 0; ; i++) {
    const res = await call(ready, "/api/health/ready");
    if ((res.body.data as { checks: { redis: string } }).checks.redis === "ok" || i >= 50) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function fetchMetrics() {
  const res = await metricsRoute(
    new (await import("next/server")).NextRequest("http://localhost:3000/api/metrics", { headers: { authorization: "Bearer scrape-token-0123456789" } }),
    { params: Promise.resolve({}) },
  );
  return { headers: res.headers, text: await res.text() };
}
