// Serves the built app for the end-to-end tests on a fresh database: a new PGlite folder, or a new
// PostgreSQL database when E2E_DATABASE_URL names a server. Migrates, seeds, then runs `next start`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";

const port = process.env.E2E_PORT ?? "3210";

async function prepareDatabase(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const server = process.env.E2E_DATABASE_URL;
  if (server) {
    const name = `scuba_e2e_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      cleanup: async () => {
        const c = new pg.Client({ connectionString: server });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "scuba-e2e-"));
  return { env: { PGLITE_DIR: path.join(dir, "pglite"), DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  return spawn(cmd, args, { env, stdio: "inherit" });
}

async function main() {
  const db = await prepareDatabase();
  const env = {
    ...process.env,
    ...db.env,
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    SEED_ADMIN_PASSWORD: process.env.SEED_ADMIN_PASSWORD ?? "admin-e2e-password",
    SEED_DEMO_PASSWORD: process.env.SEED_DEMO_PASSWORD ?? "demo-e2e-password",
  };
  const setup = run("node", ["--conditions=react-server", "--import", "tsx", "scripts/db-setup.ts"], env);
  const code: number = await new Promise((r) => setup.on("exit", (c) => r(c ?? 1)));
  if (code !== 0) process.exit(code);
  const server = run("npx", ["next", "start", "-p", port], env);
  const stop = async () => {
    server.kill("SIGTERM");
    await db.cleanup().catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", async (c) => {
    await db.cleanup().catch(() => {});
    process.exit(c ?? 0);
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
