import "server-only";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";

// Backups of either database (issue 30), run by `npm run db:backup` / `npm run db:restore`.
// PGlite: its data directory dumped as one gzipped tarball (PGlite's dumpDataDir) — the server must
// be stopped, since PGlite is the server's own process and two processes must never open one folder.
// PostgreSQL: pg_dump's custom format, restored with pg_restore into an empty database (the
// server may keep running: pg_dump reads one consistent snapshot).

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (e) => reject(new Error(`${cmd} could not start (${e.message}): install PostgreSQL's client tools`)));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code}): ${stderr.trim()}`))));
  });
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) throw new Error(`No PGlite database at ${dataDir}`);
  const db = new PGlite(dataDir);
  try {
    // dumpDataDir does not wait for the database to open by itself (it never returned).
    await db.waitReady;
    const tar = Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await gzipAsync(tar), { mode: 0o600 });
  } finally {
    await db.close();
  }
}

/** Restores into a folder that does not exist yet or is empty: a restore never overwrites data. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length) throw new Error(`${dataDir} is not empty: restore into a new folder (then point PGLITE_DIR at it)`);
  mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir, { loadDataDir: new Blob([await gunzipAsync(readFileSync(file))]) });
  try {
    await db.query("select 1");
  } finally {
    await db.close();
  }
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`]);
}

/** Restores into an empty database (create it first): a restore never overwrites data. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, file]);
}
