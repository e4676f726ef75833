import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "@/lib/db/client";
import { DatabaseInUseError, pgliteLockFile } from "@/lib/db/pglite-lock";

// Issue 27 §9: DATA_DIR moves the embedded database too, and a second process opening a database
// folder in use is refused (two servers on one folder used to write past each other).
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill("SIGKILL");
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Another process holding the database of `dataDir`; resolves when it has written its row. */
function holdDatabase(env: Record<string, string>): Promise<{ child: ChildProcess; dir: string }> {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/helpers/hold-pglite.ts"], {
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout!.on("data", (d) => {
      out += d;
      if (out.includes("\n")) resolve({ child, dir: (JSON.parse(out.split("\n")[0]!) as { dir: string }).dir });
    });
    child.stderr!.on("data", (d) => (err += d));
    child.on("exit", (code) => reject(new Error(`holder exited ${code}: ${err}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once("exit", r)));

describe("the embedded database's folder", () => {
  it("lives under DATA_DIR, is refused to a second process while in use, and is taken over once that process is gone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "scuba-data-dir-"));
    dirs.push(dataDir);
    const { child, dir } = await holdDatabase({ DATA_DIR: dataDir });
    expect(dir).toBe(path.join(dataDir, "pglite"));
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(existsSync(pgliteLockFile(dir))).toBe(true);

    // This process is the second server: refused, with what to do.
    expect(() => openPglite(dir)).toThrow(DatabaseInUseError);
    expect(() => openPglite(dir)).toThrow(new RegExp(`in use by another process \\(pid ${child.pid} .*DATA_DIR`));

    // The holder dies without cleaning up (kill -9): its lock is stale, and the folder opens with its data.
    child.kill("SIGKILL");
    await exited(child);
    const handle = openPglite(dir);
    try {
      const rows = await handle.db.execute(sql`select pid from held`);
      expect((rows as unknown as { rows: { pid: number }[] }).rows).toEqual([{ pid: child.pid }]);
      // While this process holds it, a new holder is refused in turn.
      await expect(holdDatabase({ DATA_DIR: dataDir })).rejects.toThrow(/in use by another process \(pid \d+/);
    } finally {
      await handle.close();
    }
    expect(existsSync(pgliteLockFile(dir))).toBe(false);
  });

  it("PGLITE_DIR still places the database alone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "scuba-data-dir-"));
    dirs.push(dataDir);
    const { dir } = await holdDatabase({ DATA_DIR: path.join(dataDir, "data"), PGLITE_DIR: path.join(dataDir, "elsewhere") });
    expect(dir).toBe(path.join(dataDir, "elsewhere"));
    expect(existsSync(path.join(dataDir, "elsewhere", "PG_VERSION"))).toBe(true);
  });
});
