import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createConnection } from "node:net";

// A PostgreSQL cluster and a Redis server of the fleet test's own, on their own ports, so that the
// test can stop and restart them as an operator (or a managed service's failover) would, without
// touching the machine's shared services.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: "127.0.0.1" }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port}`);
    await sleep(100);
  }
}

function pgBin(name: string): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(root, v, "bin", name))) return path.join(root, v, "bin", name);
  return name; // on the PATH
}

export type PrivatePostgres = {
  url: string;
  port: number;
  /**
   * `pg_ctl stop -m fast` (every connection ended, as in a managed database's restart or failover),
   * and `start` again: an outage as long as the caller holds it.
   */
  halt: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * initdb and start a cluster on `port` (trust authentication on loopback, user postgres). PostgreSQL
 * refuses to run as root: as root, the cluster is made and run as the postgres user.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "scuba-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (bin: string, args: string[]) =>
    asRoot ? execFileSync("runuser", ["-u", "postgres", "--", pgBin(bin), ...args], { stdio: "pipe" }) : execFileSync(pgBin(bin), args, { stdio: "pipe" });
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctl = (...args: string[]) => run("pg_ctl", ["-D", data, "-l", path.join(dir, "postgres.log"), "-o", options, "-w", "-t", "60", ...args]);
  ctl("start");
  await waitForPort(port);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    halt: async () => {
      ctl("-m", "fast", "stop");
    },
    resume: async () => {
      ctl("start");
      await waitForPort(port);
    },
    stop: async () => {
      try {
        ctl("-m", "immediate", "stop");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PrivateRedis = {
  url: string;
  port: number;
  /** Stops the server (its counters go with it: it keeps nothing on disk). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it for good and removes its folder. */
  close: () => Promise<void>;
};

/** A Redis server on `port` that keeps nothing on disk, started and stopped by the test. */
export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), "scuba-redis-"));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], { stdio: "ignore" });
    await waitForPort(port);
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once("exit", r));
    c.kill("SIGKILL");
    await exited;
    child = null;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
