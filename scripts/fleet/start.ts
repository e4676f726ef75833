// A fleet on one machine (issue 30): Debian's nginx in front of two app servers (`next start` of the
// built app) on one PostgreSQL and one Redis, with what every server must share — SESSION_SECRET,
// DATABASE_URL, REDIS_URL and its prefix, SMTP — and TRUSTED_PROXY_HOPS=1 behind the one proxy.
// Used by `npm run fleet` (scripts/fleet/cli.ts) and by the fleet test tier (tests/fleet/).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export type FleetOptions = {
  /** nginx listens here (the fleet's address); nginx's one-server door on port + 1. */
  port: number;
  /** The app servers' ports. */
  appPorts: number[];
  /** A PostgreSQL server: with `createDatabase` a fresh database is made on it (and dropped at stop). */
  databaseUrl: string;
  createDatabase?: boolean;
  redisUrl: string;
  redisPrefix: string;
  smtpUrl: string;
  sessionSecret?: string;
  /** Extra environment for every app server (rate limits, lease length, log level…). */
  env?: Record<string, string>;
  /** Seed the demo workspace (npm run fleet); the tests make their own accounts. */
  seed?: boolean;
  nginx?: string;
  log?: (line: string) => void;
};

export type AppServer = {
  port: number;
  url: string;
  pid: () => number;
  logFile: string;
  /** SIGKILL, SIGSTOP, SIGCONT… */
  signal: (sig: NodeJS.Signals) => void;
  /** Starts the server again (after a kill) and waits until it is ready. */
  restart: () => Promise<void>;
  exited: () => boolean;
  /** Resolves when the process has exited (at once if it has). */
  waitForExit: (timeoutMs?: number) => Promise<void>;
};

export type Fleet = {
  /** nginx, both servers behind it. */
  url: string;
  /** nginx, only the first server behind it (for one-versus-two comparisons). */
  singleUrl: string;
  databaseUrl: string;
  sessionSecret: string;
  servers: AppServer[];
  dir: string;
  /**
   * Restarts the servers one at a time — SIGTERM, wait for it to exit, start it again, wait until it
   * is ready, then the next — so the balancer always has a server to send work to.
   */
  rollingRestart: (progress?: (line: string) => void) => Promise<void>;
  stop: () => Promise<void>;
};

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

function nginxConf(o: { dir: string; port: number; appPorts: number[]; down?: Set<number> }) {
  // A server marked down gets no new request (a rolling restart takes it out while it stops and starts).
  const servers = o.appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${o.down?.has(p) ? " down" : ""};`).join("\n");
  const t = (name: string) => path.join(o.dir, name);
  // What the load balancer must forward (README "Several servers"): the Host, the client's address
  // appended to X-Forwarded-For (one trusted hop), the scheme; request bodies up to the upload
  // limit; long enough timeouts for an upload. A request whose server refused the connection goes
  // to the next server; so does a GET or HEAD whose server closed the connection before answering
  // (a server stopping in a rolling restart) — nginx never replays a POST that reached a server.
  const proxy = `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      add_header X-Upstream $upstream_addr always;`;
  return `
worker_processes 1;
pid ${t("nginx.pid")};
error_log ${t("nginx-error.log")} warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${t("body")};
  proxy_temp_path ${t("proxy")};
  fastcgi_temp_path ${t("fastcgi")};
  uwsgi_temp_path ${t("uwsgi")};
  scgi_temp_path ${t("scgi")};
  client_max_body_size 25m;
  # Idle connections to the servers close before Node's own 5 s keep-alive does (else a request
  # sent on a connection the server is closing is reset).
  upstream scuba {
${servers}
    keepalive 32;
    keepalive_timeout 4s;
  }
  upstream scuba_single {
    server 127.0.0.1:${o.appPorts[0]};
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${o.port};
    location / { proxy_pass http://scuba; ${proxy} }
  }
  server {
    listen 127.0.0.1:${o.port + 1};
    location / { proxy_pass http://scuba_single; ${proxy} }
  }
}
`;
}

async function waitFor(url: string, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not become ready at ${url} (${last})`);
}

function runToEnd(cmd: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(logFile, { flags: "a" });
    const child = spawn(cmd, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}; see ${logFile}`))));
  });
}

export async function startFleet(o: FleetOptions): Promise<Fleet> {
  const log = o.log ?? (() => {});
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(root, distDir, "BUILD_ID"))) throw new Error(`No build in ${distDir}: run \`npm run build\` first.`);
  const nginx = o.nginx ?? process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  if (!existsSync(nginx)) throw new Error(`nginx not found at ${nginx}: apt-get install nginx (or set NGINX_PATH)`);

  const dir = mkdtempSync(path.join(tmpdir(), "scuba-fleet-"));
  // nginx started as root runs its workers as nobody: they must reach their temp folders.
  chmodSync(dir, 0o711);
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, d), { mode: 0o777 });
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) chmodSync(path.join(dir, d), 0o777);
  let databaseUrl = o.databaseUrl;
  let dropDatabase = async () => {};
  if (o.createDatabase) {
    const name = `scuba_fleet_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: o.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(o.databaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: o.databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const sessionSecret = o.sessionSecret ?? randomBytes(32).toString("base64url");
  const appUrl = `http://127.0.0.1:${o.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    REDIS_URL: o.redisUrl,
    REDIS_PREFIX: o.redisPrefix,
    SESSION_SECRET: sessionSecret,
    SMTP_URL: o.smtpUrl,
    APP_URL: appUrl,
    TRUSTED_PROXY_HOPS: "1",
    DATA_DIR: dir,
    ...o.env,
  };
  delete env.PGLITE_DIR;

  // Migrations (and the demo seed) once, before any server starts.
  log(`database: ${databaseUrl.replace(/\/\/[^@]*@/, "//")}`);
  await runToEnd("node", ["--conditions=react-server", "--import", "tsx", o.seed ? "scripts/db-setup.ts" : "scripts/fleet/migrate.ts"], env, path.join(dir, "setup.log"));

  const children: (ChildProcess | null)[] = o.appPorts.map(() => null);
  let stopping = false;
  const servers: AppServer[] = o.appPorts.map((port, i) => {
    const logFile = path.join(dir, `server-${i + 1}.log`);
    const start = () => {
      const out = createWriteStream(logFile, { flags: "a" });
      const child = spawn(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
        cwd: root,
        env: { ...env, PORT: String(port) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout!.pipe(out);
      child.stderr!.pipe(out);
      children[i] = child;
      return child;
    };
    start();
    const server: AppServer = {
      port,
      url: `http://127.0.0.1:${port}`,
      logFile,
      pid: () => children[i]!.pid!,
      signal: (sig) => void children[i]!.kill(sig),
      exited: () => children[i]!.exitCode !== null || children[i]!.signalCode !== null,
      waitForExit: async (timeoutMs = 60_000) => {
        const child = children[i]!;
        if (server.exited()) return;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`server ${i + 1} did not exit within ${timeoutMs} ms`)), timeoutMs);
          child.once("exit", () => {
            clearTimeout(timer);
            resolve();
          });
        });
      },
      restart: async () => {
        if (!server.exited()) throw new Error(`server ${i + 1} is still running`);
        start();
        await waitFor(`${server.url}/api/health/ready`, 60_000, `server ${i + 1}`);
      },
    };
    return server;
  });

  const writeConf = (down?: Set<number>) => writeFileSync(path.join(dir, "nginx.conf"), nginxConf({ dir, port: o.port, appPorts: o.appPorts, down }));
  writeConf();
  const nginxProc = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let nginxErr = "";
  nginxProc.stderr.on("data", (d: Buffer) => (nginxErr += d.toString()));

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    nginxProc.kill("SIGTERM");
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once("exit", () => resolve());
            c.kill("SIGCONT");
            c.kill("SIGTERM");
            setTimeout(() => {
              c.kill("SIGKILL");
              resolve();
            }, 30_000).unref();
          }),
      ),
    );
    await dropDatabase().catch(() => {});
    if (!process.env.FLEET_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
  };

  try {
    await Promise.all(servers.map((s, i) => waitFor(`${s.url}/api/health/ready`, 90_000, `server ${i + 1}`).catch((e: Error) => {
      throw new Error(`${e.message}\n${readFileSync(s.logFile, "utf8").slice(-2000)}`);
    })));
    await waitFor(`${appUrl}/api/health/ready`, 15_000, `nginx${nginxErr ? ` (${nginxErr.trim()})` : ""}`);
  } catch (error) {
    await stop();
    throw error;
  }
  // nginx re-reads its configuration on SIGHUP: new workers take the new upstreams, the old ones
  // finish the requests they hold and exit.
  const reloadNginx = async (down?: Set<number>) => {
    writeConf(down);
    nginxProc.kill("SIGHUP");
    await new Promise((r) => setTimeout(r, 1_000));
  };
  // Open-source nginx has no active health checks, and a starting server accepts connections before
  // it can serve them: so each server leaves the upstream before it stops and comes back only once
  // its readiness answers, and no request waits on a server that is going or not yet there.
  const rollingRestart = async (progress: (line: string) => void = log) => {
    for (const [i, server] of servers.entries()) {
      const started = Date.now();
      const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
      progress(`server ${i + 1} (${server.url}): taken out of nginx`);
      await reloadNginx(new Set([server.port]));
      progress(`server ${i + 1}: stopping (SIGTERM)…`);
      server.signal("SIGTERM");
      await server.waitForExit();
      progress(`server ${i + 1}: exited after ${since()}; starting…`);
      await server.restart();
      await reloadNginx();
      progress(`server ${i + 1}: ready and back in nginx after ${since()}`);
    }
  };
  return { url: appUrl, singleUrl: `http://127.0.0.1:${o.port + 1}`, databaseUrl, sessionSecret, servers, dir, rollingRestart, stop };
}
