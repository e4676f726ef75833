import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createClient } from "redis";
import { installDbHandle } from "@/lib/db";
import { openPostgres, type DbHandle } from "@/lib/db/client";
import { collaborators, connections, jobs } from "@/lib/db/schema";
import { grantCredits } from "@/lib/credits/service";
import { teamNetworkChanged } from "@/lib/jobs/signals";
import { createLead } from "@/lib/leads/service";
import { startFleet, type AppServer, type Fleet } from "@/scripts/fleet/start";
import { TEST_DEVICE } from "../helpers/api";
import { createUser, signedInUser, TEST_PASSWORD } from "../helpers/factories";
import { startPrivatePostgres, startPrivateRedis, type PrivatePostgres, type PrivateRedis } from "../helpers/private-services";
import { startSmtpCatcher, type SmtpCatcher } from "../helpers/smtp";

// The fleet tier: Debian's nginx in front of two built app servers on one PostgreSQL and one Redis,
// driven over HTTP as a user would, with servers killed, paused and restarted, and the shared parts
// stopped and restarted, as an operator sees them. The PostgreSQL cluster and the Redis server are
// the test's own (on their own ports), so it can take them down. Needs `npm run build`, nginx,
// PostgreSQL's server binaries and redis-server. Ports FLEET_TEST_PORT..+6 (default 3240).

const PORT = Number(process.env.FLEET_TEST_PORT || 3240);
const REDIS_PREFIX = `scuba-fleet-test-${randomBytes(4).toString("hex")}:`;
const LEASE_SECONDS = 20; // the product's default (lib/jobs/service.ts)

let fleet: Fleet;
let smtp: SmtpCatcher;
let handle: DbHandle;
let postgres: PrivatePostgres;
let redis: PrivateRedis;
const figures: string[] = [];

beforeAll(async () => {
  [smtp, postgres, redis] = await Promise.all([startSmtpCatcher(), startPrivatePostgres(PORT + 6), startPrivateRedis(PORT + 5)]);
  fleet = await startFleet({
    port: PORT,
    appPorts: [PORT + 2, PORT + 3],
    databaseUrl: postgres.url,
    createDatabase: true,
    redisUrl: redis.url,
    redisPrefix: REDIS_PREFIX,
    smtpUrl: smtp.url,
    // The test process makes sessions for its accounts with the same secret the servers share.
    sessionSecret: process.env.SESSION_SECRET!,
    env: {
      LOG_LEVEL: "info",
      // Many sign-ins from 127.0.0.1 across the file; the per-account limit keeps its default.
      RATE_LIMIT_SIGNIN_IP: "100000/60",
      RATE_LIMIT_UPLOAD_MEMBER: "1000/60",
      RATE_LIMIT_UPLOAD_IP: "1000/60",
      // A 20,000-row import takes ~5 s here, within the default 10 s grace: a short grace makes a
      // SIGTERM mid-import hand the job back (the path the test proves) instead of finishing it.
      JOB_SHUTDOWN_GRACE_MS: "300",
    },
  });
  handle = openPostgres(fleet.databaseUrl);
  installDbHandle(handle);
}, 180_000);

afterAll(async () => {
  if (figures.length) console.log(`\n[fleet] figures\n${figures.map((f) => `  ${f}`).join("\n")}\n`);
  await handle?.close();
  await fleet?.stop();
  await Promise.all([smtp?.close(), redis?.close(), postgres?.stop()]);
}, 90_000);

type Answer = { status: number; body: { statusCode: number; message: string; data: Record<string, unknown> } | null; headers: Headers };

async function api(base: string, method: string, route: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = { "x-device-id": TEST_DEVICE, accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${route}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number, everyMs = 200): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

const job = async (id: string) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const connectionCount = async (userId: string) =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(connections).where(eq(connections.ownerUserId, userId)))[0]!.n;
const logs = (server: AppServer) => readFileSync(server.logFile, "utf8");
const countIn = (text: string, needle: string) => text.split(needle).length - 1;
const holderOf = (lockedBy: string | null) => fleet.servers.find((s) => lockedBy?.endsWith(`:${s.pid()}`));

/** A LinkedIn export of `rows` distinct contacts (4 of 5 at a company). */
function connectionsCsv(rows: number, tag: string): string {
  const lines = ["First Name,Last Name,URL,Email Address,Company,Position,Connected On"];
  for (let i = 0; i < rows; i++) lines.push(`Fleet${i},Contact-${tag},https://www.linkedin.com/in/fleet-${tag}-${i},,${i % 5 ? `Company ${i % 97}` : ""},Engineer,01 Feb 2020`);
  return lines.join("\n") + "\n";
}

async function upload(token: string, csv: string, base = fleet.url): Promise<string> {
  const res = await api(base, "POST", "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Connections.csv", content_base64: Buffer.from(csv).toString("base64") } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body!.data.job_id as string;
}

describe("a fleet behind nginx", () => {
  it("a session revoked through one server is refused through the other, and through nginx at once", async () => {
    const { token } = await signedInUser();
    const [a, b] = fleet.servers as [AppServer, AppServer];
    expect((await api(b.url, "GET", "/api/v2/verify", { token })).status).toBe(200);
    expect((await api(a.url, "POST", "/api/v2/logout", { token })).status).toBe(200);
    expect((await api(b.url, "GET", "/api/v2/verify", { token })).status).toBe(403);
    const upstreams = new Set<string>();
    let refused = 0;
    for (let i = 0; i < 20; i++) {
      const res = await api(fleet.url, "GET", "/api/v2/verify", { token });
      if (res.status === 403) refused++;
      upstreams.add(res.headers.get("x-upstream") ?? "");
    }
    expect(upstreams.size).toBe(2); // both servers answered
    expect(refused).toBe(20);
    figures.push(`requests refused after a revoke: ${refused} of 20 (through nginx, both servers), and the first request on the other server`);
  });

  it("20 wrong passwords alternating servers: 10 × 401, then 429 with the real time left", async () => {
    const email = `fleet-${randomBytes(4).toString("hex")}@acme-corp.com`;
    await createUser({ email });
    const statuses: number[] = [];
    const upstreams: string[] = [];
    let last: Answer | null = null;
    for (let i = 0; i < 20; i++) {
      last = await api(fleet.url, "POST", "/api/v2/login", { body: { email, password: `wrong-password-${i}` } });
      statuses.push(last.status);
      upstreams.push(last.headers.get("x-upstream") ?? "");
    }
    expect(new Set(upstreams.slice(0, 10)).size).toBe(2);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    const retryAfter = Number(last!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(850); // the 15-minute window, not 1 s
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(last!.body!.message).toBe("Too many failed sign-in attempts. Please try again in 15 minutes.");
  });

  it("six uploads at once: each job runs once, every row written once", async () => {
    const file = readFileSync(path.join("../shared/data/linkedin-export-synthetic/Connections.csv"), "utf8");
    const members = await Promise.all(Array.from({ length: 6 }, () => signedInUser()));
    const ids = await Promise.all(members.map((m) => upload(m.token, file)));
    const done = await waitUntil(
      "six imports",
      async () => {
        const rows = await Promise.all(ids.map((id) => job(id)));
        return rows.every((r) => r.status === "done") && rows;
      },
      120_000,
      500,
    );
    const allLogs = fleet.servers.map(logs).join("\n");
    for (const [i, row] of done.entries()) {
      expect(row.attempts).toBe(1);
      expect(countIn(allLogs, `"event":"network.import_done","jobId":"${row.id}"`)).toBe(1);
      const result = row.result as { imported: number; created: number };
      expect(result.created).toBe(result.imported);
      expect(await connectionCount(members[i]!.user.id)).toBe(result.imported);
    }
  });

  it("a server killed (SIGKILL) mid-import: the other takes the job within 30 s and finishes it, nothing lost or doubled", async () => {
    const { user, token } = await signedInUser();
    const rows = 20_000;
    const id = await upload(token, connectionsCsv(rows, "kill"));
    const running = await waitUntil("the import to be mid-way", async () => {
      const row = await job(id);
      return row.status === "running" && row.completed >= 2_000 && row.completed < rows - 3_000 && row;
    }, 60_000, 100);
    const victim = holderOf(running.lockedBy);
    expect(victim, `holder ${running.lockedBy}`).toBeTruthy();
    const killedAt = Date.now();
    victim!.signal("SIGKILL");
    const taken = await waitUntil("another server to take the job", async () => {
      const row = await job(id);
      return row.lockedBy !== running.lockedBy && row;
    }, 45_000, 100);
    const takeoverSeconds = (Date.now() - killedAt) / 1000;
    expect(holderOf(taken.lockedBy)).not.toBe(victim);
    expect(takeoverSeconds).toBeLessThanOrEqual(30);
    const done = await waitUntil("the import to finish", async () => {
      const row = await job(id);
      return row.status === "done" && row;
    }, 120_000, 250);
    const finishedSeconds = (Date.now() - killedAt) / 1000;
    expect(done.attempts).toBe(2);
    expect(await connectionCount(user.id)).toBe(rows);
    // The whole job's figures, though two servers wrote it.
    expect(done.result).toMatchObject({ rows, imported: rows, created: rows });
    figures.push(`takeover after SIGKILL: ${takeoverSeconds.toFixed(1)} s (lease ${LEASE_SECONDS} s; killed at ${running.completed} of ${rows} rows; done ${finishedSeconds.toFixed(1)} s after the kill)`);
    await victim!.restart();
  }, 240_000);

  it("a server paused past its lease: the other finishes the job, and the paused one resumes and writes nothing", async () => {
    const { user, token } = await signedInUser();
    const rows = 20_000;
    const id = await upload(token, connectionsCsv(rows, "pause"));
    const running = await waitUntil("the import to be mid-way", async () => {
      const row = await job(id);
      return row.status === "running" && row.completed >= 2_000 && row.completed < rows - 3_000 && row;
    }, 60_000, 100);
    const paused = holderOf(running.lockedBy)!;
    expect(paused).toBeTruthy();
    const pausedAt = Date.now();
    paused.signal("SIGSTOP");
    let after: Awaited<ReturnType<typeof job>>;
    let takeoverSeconds = 0;
    try {
      await waitUntil("another server to take the job", async () => (await job(id)).lockedBy !== running.lockedBy, 60_000, 250);
      takeoverSeconds = (Date.now() - pausedAt) / 1000;
      after = await waitUntil("the import to finish", async () => {
        const row = await job(id);
        return row.status === "done" && row;
      }, 120_000, 250);
    } finally {
      paused.signal("SIGCONT");
    }
    const before = { ...after, count: await connectionCount(user.id) };
    // The resumed server reaches its next step and finds its claim gone.
    await waitUntil("the resumed server to notice", async () => logs(paused).includes(`"event":"jobs.claim_lost","jobId":"${id}"`), 30_000, 250);
    await sleep(1_000);
    const now = await job(id);
    expect({ ...now, count: await connectionCount(user.id) }).toEqual(before);
    expect(now.result).toMatchObject({ imported: rows, created: rows });
    const allLogs = fleet.servers.map(logs).join("\n");
    expect(countIn(allLogs, `"event":"network.import_done","jobId":"${id}"`)).toBe(1);
    expect(countIn(logs(paused), `"event":"network.import_done","jobId":"${id}"`)).toBe(0);
    // One 'team network changed' signal (the metrics refresh and its followers) from the finished
    // import, not two.
    const signals = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), eq(jobs.kind, teamNetworkChanged.name)));
    expect(signals[0]!.n).toBe(1);
    // And it serves again.
    expect((await api(paused.url, "GET", "/api/health/ready")).status).toBe(200);
    figures.push(`server paused (SIGSTOP) mid-import: taken over after ${takeoverSeconds.toFixed(1)} s; once resumed it wrote nothing (job row and ${rows} connections unchanged, one import_done)`);
  }, 240_000);

  it("a server stopped (SIGTERM) mid-import hands its job back: the other takes it at once, and the stopped one exits", async () => {
    const { user, token } = await signedInUser();
    const rows = 20_000;
    const id = await upload(token, connectionsCsv(rows, "term"));
    const running = await waitUntil("the import to be mid-way", async () => {
      const row = await job(id);
      return row.status === "running" && row.completed >= 2_000 && row.completed < rows - 6_000 && row;
    }, 60_000, 100);
    const stopped = holderOf(running.lockedBy)!;
    expect(stopped).toBeTruthy();
    const stoppedAt = Date.now();
    stopped.signal("SIGTERM");
    // Not ready while it drains, yet still serving (a balancer routing by readiness takes it out
    // before its port closes), then gone.
    const draining = await waitUntil("readiness to turn 503", async () => {
      const [readyRes, live] = await Promise.all([api(stopped.url, "GET", "/api/health/ready"), api(stopped.url, "GET", "/api/health")]);
      return readyRes.status === 503 && { ready: readyRes, live };
    }, 2_000, 50);
    expect(draining.ready.body!.data).toMatchObject({ checks: { server: "shutting down" } });
    expect(draining.live.status).toBe(200);
    await waitUntil("the server to exit", async () => stopped.exited(), 30_000, 100);
    const exitSeconds = (Date.now() - stoppedAt) / 1000;
    const taken = await waitUntil("another server to take the job", async () => {
      const row = await job(id);
      return row.lockedBy !== running.lockedBy && row;
    }, 30_000, 100);
    const takeoverSeconds = (Date.now() - stoppedAt) / 1000;
    expect(takeoverSeconds).toBeLessThan(LEASE_SECONDS); // handed back, not left to expire
    expect(logs(stopped)).toContain(`"event":"jobs.released","jobId":"${id}"`);
    expect(logs(stopped)).toContain(`"event":"server.stopped"`);
    const done = await waitUntil("the import to finish", async () => {
      const row = await job(id);
      return row.status === "done" && row;
    }, 120_000, 250);
    expect(done.attempts).toBe(1); // a hand-back is not a failed attempt
    expect(done.result).toMatchObject({ rows, imported: rows, created: rows });
    expect(await connectionCount(user.id)).toBe(rows);
    expect(holderOf(taken.lockedBy)).not.toBe(stopped);
    figures.push(`graceful stop (SIGTERM) mid-import: exited after ${exitSeconds.toFixed(1)} s, job taken by the other server ${takeoverSeconds.toFixed(1)} s after the signal`);
    await stopped.restart();
  }, 240_000);

  it("in production with DATABASE_URL a server refuses to start without SESSION_SECRET, and warns when mail goes to a folder", async () => {
    const start = (env: Record<string, string>) =>
      spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", String(PORT + 4), "-H", "127.0.0.1"], {
        env: { ...process.env, NODE_ENV: "production", DATABASE_URL: fleet.databaseUrl, APP_URL: `http://127.0.0.1:${PORT + 4}`, LOG_LEVEL: "info", SMTP_URL: smtp.url, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
    const output = (child: ReturnType<typeof start>) => {
      let text = "";
      child.stdout!.on("data", (d: Buffer) => (text += d.toString()));
      child.stderr!.on("data", (d: Buffer) => (text += d.toString()));
      return () => text;
    };
    const refused = start({ SESSION_SECRET: "" });
    const refusedText = output(refused);
    const code = await new Promise<number | null>((resolve) => refused.on("exit", resolve));
    expect(code).toBe(1);
    expect(refusedText()).toContain("Scuba cannot start: SESSION_SECRET is not set.");

    const warned = start({ SESSION_SECRET: fleet.sessionSecret, SMTP_URL: "", MAIL_DIR: "/tmp/scuba-fleet-mail-check", REDIS_URL: redis.url, REDIS_PREFIX });
    const warnedText = output(warned);
    try {
      await waitUntil("the mail warning", async () => warnedText().includes('"event":"config.warning"'), 30_000, 100);
      expect(warnedText()).toContain("SMTP_URL is not set: e-mails (verification links, sign-in codes) are written as files under /tmp/scuba-fleet-mail-check");
    } finally {
      warned.kill("SIGTERM");
      await new Promise((resolve) => warned.on("exit", resolve));
    }
  }, 60_000);

  it("a request that never ends does not keep a stopping server up: SIGTERM exits within SHUTDOWN_TIMEOUT_MS", async () => {
    const port = PORT + 4;
    const server = spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: fleet.databaseUrl, APP_URL: `http://127.0.0.1:${port}`, SESSION_SECRET: fleet.sessionSecret, SMTP_URL: smtp.url, LOG_LEVEL: "info", SHUTDOWN_TIMEOUT_MS: "1500" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    server.stdout!.on("data", (d: Buffer) => (text += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
    const socket = new Socket();
    try {
      await waitUntil("the server", async () => (await api(`http://127.0.0.1:${port}`, "GET", "/api/health/ready").catch(() => null))?.status === 200, 60_000, 200);
      // A request whose headers never end: the connection stays busy, never idle.
      await new Promise<void>((resolve, reject) => socket.connect(port, "127.0.0.1", resolve).on("error", reject));
      socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
      await sleep(300);
      const t = Date.now();
      server.kill("SIGTERM");
      const code = await Promise.race([exited, sleep(15_000).then(() => "still running" as const)]);
      const seconds = (Date.now() - t) / 1000;
      expect(code).not.toBe("still running");
      expect(seconds).toBeLessThan(10);
      expect(text).toContain('"event":"server.shutting_down"');
      // Next waits for the busy connection; the bound ends the wait (exit code 1, logged).
      expect(code).toBe(1);
      expect(text).toContain('"event":"server.shutdown_timeout"');
      figures.push(`graceful stop with a request that never ends (SHUTDOWN_TIMEOUT_MS=1500): exited after ${seconds.toFixed(1)} s with code ${code}`);
    } finally {
      socket.destroy();
      if (server.exitCode === null) server.kill("SIGKILL");
    }
  }, 90_000);

  it("a teammate's import through one server changes the paths the other serves on the next request", async () => {
    const member = await signedInUser();
    const mate = await signedInUser();
    await handle.db.insert(collaborators).values({ inviterId: member.user.id, inviteeId: mate.user.id });
    await grantCredits({ userId: member.user.id, amount: 10, reason: "test", reference: `fleet-${randomBytes(4).toString("hex")}` });
    const lead = await createLead(member.user.id, { linkedin_url: "https://www.linkedin.com/in/fleet-target-tara", name: "Tara Target", company: "Initech", role: "CTO" });
    const leadId = lead.id;
    const [a, b] = fleet.servers as [AppServer, AppServer];
    const open = async () => {
      const res = await api(b.url, "POST", "/api/v2/view-relationship-graph", { token: member.token, body: { lead_id: leadId } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body!.data as { total_path: number; paths: { path: { name: string }[] }[] };
    };
    expect((await open()).total_path).toBe(0);
    const csv = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\nIan,Introducer,https://www.linkedin.com/in/fleet-ian-introducer,,Initech,VP Engineering,01 Feb 2020\n";
    const id = await upload(mate.token, csv, a.url);
    await waitUntil("the teammate's import", async () => (await job(id)).status === "done", 60_000, 100);
    const after = await open();
    expect(after.total_path).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(after.paths)).toContain("Ian Introducer");
  });

  it("throughput of an authenticated GET through nginx: one server vs two (figures)", async () => {
    const { token } = await signedInUser();
    const measure = async (base: string, seconds: number) => {
      const until = Date.now() + seconds * 1000;
      let ok = 0;
      let other = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (Date.now() < until) {
            const res = await fetch(`${base}/api/v2/verify`, { headers: { authorization: `Bearer ${token}`, "x-device-id": TEST_DEVICE } });
            await res.arrayBuffer();
            if (res.status === 200) ok++;
            else other++;
          }
        }),
      );
      return { perSecond: ok / seconds, other };
    };
    await measure(fleet.url, 1); // warm both servers
    const one = await measure(fleet.singleUrl, 5);
    const two = await measure(fleet.url, 5);
    expect(one.other + two.other).toBe(0);
    expect(one.perSecond).toBeGreaterThan(0);
    expect(two.perSecond).toBeGreaterThan(0);
    figures.push(`authenticated GET /api/v2/verify through nginx, 8 clients, 5 s each: one server ${one.perSecond.toFixed(0)} req/s, two servers ${two.perSecond.toFixed(0)} req/s (one 2-core machine shared with the load generator)`);
  }, 60_000);
});

// DESIGN §15: PostgreSQL is the one store that must answer; Redis is a helper; a rolling restart
// behind nginx drops no request.
describe("shared parts fail; the fleet does not", () => {
  const ready = async (server: AppServer) => {
    const res = await api(server.url, "GET", "/api/health/ready").catch(() => null);
    return res ? { status: res.status, redis: (res.body?.data as { checks?: { redis?: string } } | null)?.checks?.redis } : { status: 0, redis: undefined };
  };
  const signIn = (base: string, email: string) => api(base, "POST", "/api/v2/login", { body: { email, password: TEST_PASSWORD } });
  const signedIn = (res: Answer) => res.status === 200 && !(res.body?.data as { screen?: string } | null)?.screen;
  const logsSince = (server: AppServer, offset: number) => logs(server).slice(offset);
  const lines = (text: string) => text.split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as { level: string; event: string });

  /** 20 wrong passwords alternating the two servers: 10 × 401 then 429 when the count is shared. */
  const sharedLimitHolds = async () => {
    const email = `shared-${randomBytes(4).toString("hex")}@acme-corp.com`;
    await createUser({ email });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await api(fleet.servers[i % 2]!.url, "POST", "/api/v2/login", { body: { email, password: `wrong-${i}` } })).status);
    return statuses;
  };

  it("Redis stopped for 20 s: sign-ins keep working on both servers, readiness stays 200, and limits are shared again within 10 s of its return", async () => {
    const [a, b] = fleet.servers as [AppServer, AppServer];
    const users = await Promise.all([a, b].map(() => createUser({ email: `outage-${randomBytes(4).toString("hex")}@acme-corp.com`, newDeviceCheck: false })));
    const offsets = [a, b].map((s) => logs(s).length);
    await redis.stop();
    const stoppedAt = Date.now();
    const tally = [a, b].map(() => ({ signIns: 0, ok: 0, readiness: 0, readyOk: 0, redisReported: new Set<string>() }));
    let turn = 0;
    while (Date.now() - stoppedAt < 20_000) {
      const i = turn++ % 2;
      const server = fleet.servers[i]!;
      const [res, state] = await Promise.all([signIn(server.url, users[i]!.email), ready(server)]);
      const t = tally[i]!;
      t.signIns++;
      if (signedIn(res)) t.ok++;
      t.readiness++;
      if (state.status === 200) t.readyOk++;
      if (state.redis) t.redisReported.add(state.redis);
      await sleep(250);
    }
    // Sessions and their revocation live in PostgreSQL: a sign-out through one server is refused
    // through the other at once, Redis or not.
    const { token } = await signedInUser();
    expect((await api(b.url, "GET", "/api/v2/verify", { token })).status).toBe(200);
    expect((await api(a.url, "POST", "/api/v2/logout", { token })).status).toBe(200);
    expect((await api(b.url, "GET", "/api/v2/verify", { token })).status).toBe(403);
    for (const t of tally) {
      expect(t.ok / t.signIns).toBeGreaterThanOrEqual(0.9);
      expect(t.readyOk).toBe(t.readiness);
      expect([...t.redisReported]).toContain("unreachable");
    }
    // One warning per server for the outage, however many requests fell back.
    for (const [i, server] of [a, b].entries()) {
      const events = lines(logsSince(server, offsets[i]!));
      expect(events.filter((e) => e.event === "rate_limit.store_degraded")).toHaveLength(1);
      expect(events.filter((e) => e.event === "redis.unavailable")).toHaveLength(1);
      expect(events.filter((e) => e.level === "error")).toEqual([]);
    }

    await redis.start();
    const back = Date.now();
    await waitUntil("both servers to use Redis again", async () => (await Promise.all([a, b].map(ready))).every((s) => s.redis === "ok"), 10_000, 100);
    const reconnected = (Date.now() - back) / 1000;
    expect(await sharedLimitHolds()).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    const shared = (Date.now() - back) / 1000;
    expect(shared).toBeLessThanOrEqual(10);
    for (const [i, server] of [a, b].entries()) expect(lines(logsSince(server, offsets[i]!)).filter((e) => e.event === "redis.available")).toHaveLength(1);
    figures.push(
      `Redis stopped 20 s: sign-ins ${tally.map((t, i) => `server ${i + 1} ${t.ok}/${t.signIns}`).join(", ")}; readiness 200 ${tally.map((t) => `${t.readyOk}/${t.readiness}`).join(" and ")}; after its return both servers used it again in ${reconnected.toFixed(1)} s and a limit counted across both held ${shared.toFixed(1)} s after`,
    );
  }, 90_000);

  it("Redis's CLIENT KILL of the servers' connections: they reconnect, sign-ins go on, one line each, no error", async () => {
    const [a, b] = fleet.servers as [AppServer, AppServer];
    const user = await createUser({ email: `kill-${randomBytes(4).toString("hex")}@acme-corp.com`, newDeviceCheck: false });
    // Both servers hold a live connection before the kill.
    for (const s of [a, b]) expect(signedIn(await signIn(s.url, user.email))).toBe(true);
    const offsets = [a, b].map((s) => logs(s).length);
    const admin = createClient({ url: redis.url });
    await admin.connect();
    const killed = Number(await admin.sendCommand(["CLIENT", "KILL", "TYPE", "normal", "SKIPME", "yes"]));
    await admin.quit();
    expect(killed).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 6; i++) expect(signedIn(await signIn(fleet.servers[i % 2]!.url, user.email))).toBe(true);
    await waitUntil("both servers to reconnect", async () => (await Promise.all([a, b].map(ready))).every((s) => s.redis === "ok"), 10_000, 100);
    expect(await sharedLimitHolds()).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    for (const [i, server] of [a, b].entries()) {
      const events = lines(logsSince(server, offsets[i]!));
      expect(events.filter((e) => e.level === "error")).toEqual([]);
      expect(events.filter((e) => e.level === "warn" && e.event.startsWith("redis.")).length).toBeLessThanOrEqual(1);
    }
  }, 60_000);

  it("PostgreSQL stopped mid-import and started again: clean 503s meanwhile, readiness recovers by itself, the import finishes with every row once", async () => {
    const [a, b] = fleet.servers as [AppServer, AppServer];
    const { user, token } = await signedInUser();
    const rows = 20_000;
    const id = await upload(token, connectionsCsv(rows, "pg-restart"));
    await waitUntil("the import to be mid-way", async () => {
      const row = await job(id);
      return row.status === "running" && row.completed >= 2_000 && row.completed < rows - 6_000 && row;
    }, 60_000, 100);
    const answers: { status: number; code?: string; at: number }[] = [];
    const readiness: number[] = [];
    let looping = true;
    const loop = (async () => {
      for (let i = 0; looping; i++) {
        const server = fleet.servers[i % 2]!;
        const res = await api(server.url, "GET", "/api/v2/verify", { token }).catch(() => null);
        answers.push({ status: res?.status ?? 0, code: (res?.body as { code?: string } | null)?.code, at: Date.now() });
        readiness.push((await ready(server)).status);
        await sleep(100);
      }
    })();
    await postgres.halt();
    const haltedAt = Date.now();
    await sleep(3_000);
    await postgres.resume();
    const resumedAt = Date.now();
    await waitUntil("both servers ready again", async () => (await Promise.all([a, b].map(ready))).every((s) => s.status === 200), 15_000, 100);
    const recovered = (Date.now() - resumedAt) / 1000;
    await sleep(1_000);
    looping = false;
    await loop;

    // Every answer is a success or a clean 503 `unavailable`: never a 500, never a dropped connection.
    for (const answer of answers) expect(answer.status === 200 || (answer.status === 503 && answer.code === "unavailable"), JSON.stringify(answer)).toBe(true);
    const failed = answers.filter((x) => x.status !== 200);
    expect(failed.length).toBeGreaterThan(0);
    expect(readiness).toContain(503);
    expect(readiness.at(-1)).toBe(200);
    // Failures only while the database was away (and the moment the pool took to replace its connections).
    const lastFailure = Math.max(...failed.map((x) => x.at));
    expect(lastFailure - resumedAt).toBeLessThan(5_000);

    const done = await waitUntil("the import to finish", async () => {
      const row = await job(id);
      return row.status === "done" && row;
    }, 120_000, 250);
    expect(done.result).toMatchObject({ rows, imported: rows, created: rows });
    expect(await connectionCount(user.id)).toBe(rows);
    const allLogs = fleet.servers.map(logs).join("\n");
    expect(countIn(allLogs, `"event":"network.import_done","jobId":"${id}"`)).toBe(1);
    expect(allLogs).not.toContain('"event":"api.internal_error"');
    figures.push(
      `PostgreSQL stopped mid-import for ${((resumedAt - haltedAt) / 1000).toFixed(1)} s: ${failed.length} of ${answers.length} requests answered 503 unavailable (none 500), over ${((lastFailure - Math.min(...failed.map((x) => x.at))) / 1000).toFixed(1)} s; both servers ready ${recovered.toFixed(1)} s after it was back; import done with ${rows} rows once, ${done.attempts} attempt(s)`,
    );
  }, 240_000);

  /**
   * One GET on a connection of its own. A browser retries a request whose kept connection the server
   * closed before answering (nginx closes its idle client connections when it reloads); Node's fetch
   * does not, so the loop does not keep connections to nginx — what is measured is the fleet.
   */
  const getOnNewConnection = (url: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = httpGet(url, { headers, agent: false, timeout: 30_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
      req.on("error", reject);
    });

  it("a rolling restart through nginx under a request loop fails no request", async () => {
    const { token } = await signedInUser();
    let looping = true;
    let count = 0;
    let longest = 0;
    const failures: string[] = [];
    const client = async () => {
      for (let i = 0; looping; i++) {
        const t = Date.now();
        const route = i % 3 === 2 ? "/api/health" : "/api/v2/verify";
        const status = await getOnNewConnection(`${fleet.url}${route}`, { authorization: `Bearer ${token}`, "x-device-id": TEST_DEVICE }).catch((e: NodeJS.ErrnoException) => `${e.code ?? ""} ${e.message}`);
        if (status !== 200) failures.push(`${route} ${status}`);
        count++;
        longest = Math.max(longest, Date.now() - t);
      }
    };
    const offsets = fleet.servers.map((s) => logs(s).length);
    const clients = Array.from({ length: 4 }, client);
    const steps: string[] = [];
    const started = Date.now();
    await fleet.rollingRestart((line) => steps.push(line));
    const seconds = (Date.now() - started) / 1000;
    looping = false;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(steps.filter((s) => s.includes("back in nginx"))).toHaveLength(2);
    expect(count).toBeGreaterThan(100);
    // Each stopped server let go of the balancer's connections and exited by itself, not at the bound.
    for (const [i, server] of fleet.servers.entries()) {
      const since = logs(server).slice(offsets[i]);
      expect(since).toContain('"event":"server.stopped"');
      expect(since).not.toContain('"event":"server.shutdown_timeout"');
    }
    figures.push(`rolling restart of both servers through nginx (${seconds.toFixed(1)} s) under 4 looping clients: ${count} requests, 0 failed, the longest ${longest} ms`);
  }, 180_000);
});
