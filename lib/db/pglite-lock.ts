import "server-only";
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

// PGlite is Postgres inside one process: it keeps no lock of its own, so a second process that opens
// the same folder writes beside the first and the files go out of step (two `npm start` on one
// DATA_DIR did). A lock file beside the folder names the process holding it; another process is
// refused while that one lives. A lock whose process is gone (a crash, kill -9) is taken over.

type Owner = { pid: number; host: string; since: string };
const held = new Set<string>();

export function pgliteLockFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<Owner>;
    return typeof owner.pid === "number" ? { pid: owner.pid, host: String(owner.host ?? ""), since: String(owner.since ?? "") } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, owner: Owner, file: string) {
    super(
      `The embedded database at ${path.resolve(dataDir)} is in use by another process (pid ${owner.pid} on ${owner.host || "this machine"}, since ${owner.since}). ` +
        `Stop that server first, or give this one its own folder with DATA_DIR (or PGLITE_DIR); several servers share one database through DATABASE_URL (PostgreSQL). ` +
        `If no Scuba process is running, delete ${file}.`,
    );
    this.name = "DatabaseInUseError";
  }
}

/** Takes the folder for this process, or throws DatabaseInUseError. Returns the release. */
export function lockPgliteDir(dataDir: string): () => void {
  const file = pgliteLockFile(dataDir);
  if (held.has(file)) throw new DatabaseInUseError(dataDir, { pid: process.pid, host: hostname(), since: "earlier in this process" }, file);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() } satisfies Owner));
      closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw e;
      const owner = readOwner(file);
      // Our own pid in a lock this process never took: left by an earlier process with our pid.
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) throw new DatabaseInUseError(dataDir, owner, file);
      rmSync(file, { force: true });
    }
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.once("exit", release);
  return release;
}
