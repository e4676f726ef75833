// Serves the built app for the end-to-end tests on a fresh database: a new PGlite folder, or a new
// PostgreSQL database when E2E_DATABASE_URL names a server. Migrates, seeds, then runs `next start`.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { OAuth2Server } from "oauth2-mock-server";
import { readFileSync } from "node:fs";
import { E2E_SESSION_SECRET } from "../tests/helpers/e2e-device";
import { E2E_HUBSPOT_CONTACTS, hubspotEnv, startHubspotStandIn } from "../tests/helpers/hubspot-stand-in";

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
  // DATA_DIR holds all the server keeps, the embedded database included (DATA_DIR/pglite).
  return { env: { DATA_DIR: dir, PGLITE_DIR: "" }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  return spawn(cmd, args, { env, stdio: "inherit" });
}

// Mail is written as .eml files to a folder the tests know (tests/helpers/mailbox.ts e2eMailDir),
// so they can follow verification links and read sign-in codes.
function e2eMailDir(): string {
  const dir = path.join(tmpdir(), `scuba-e2e-mail-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

// The whole suite signs in and up dozens of times from 127.0.0.1: widen the per-address limits
// (the per-account ones stay at their defaults; tests/e2e/accounts.spec.ts proves one).
const E2E_RATE_LIMITS = {
  RATE_LIMIT_SIGNIN_IP: "100000/60",
  RATE_LIMIT_SIGNUP_IP: "100000/60",
  RATE_LIMIT_RESET_IP: "100000/60",
  RATE_LIMIT_CODE_IP: "100000/60",
  RATE_LIMIT_VERIFY_IP: "100000/60",
};

/**
 * A local OpenID provider standing in for Google and LinkedIn. The identity it signs in is read
 * from e2eOAuthIdentityFile() (tests/helpers/oauth-mock.ts), which a test writes before it clicks.
 */
async function startOAuthStandIn(): Promise<Record<string, string>> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(Number(port) + 1000, "127.0.0.1");
  const identityFile = path.join(tmpdir(), `scuba-e2e-oauth-${port}.json`);
  server.service.on("beforeTokenSigning", (token) => {
    try {
      Object.assign(token.payload, JSON.parse(readFileSync(identityFile, "utf8")));
    } catch {
      // no identity written: the mock's defaults
    }
  });
  const issuer = server.issuer.url!;
  return {
    GOOGLE_ISSUER_URL: issuer,
    GOOGLE_CLIENT_ID: "e2e-google",
    GOOGLE_CLIENT_SECRET: "e2e-google-secret",
    LINKEDIN_ISSUER_URL: issuer,
    LINKEDIN_CLIENT_ID: "e2e-linkedin",
    LINKEDIN_CLIENT_SECRET: "e2e-linkedin-secret",
  };
}

async function main() {
  const db = await prepareDatabase();
  const oauth = await startOAuthStandIn();
  // HubSpot's OAuth and CRM endpoints, standing in for the real ones (tests/e2e/hubspot.spec.ts).
  const hubspot = await startHubspotStandIn({ port: Number(port) + 1001 });
  hubspot.contacts = E2E_HUBSPOT_CONTACTS;
  const env = {
    ...process.env,
    ...db.env,
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    // Known to the fixtures, which hand every browser the suite's one device (tests/helpers/e2e-device.ts).
    SESSION_SECRET: E2E_SESSION_SECRET,
    SEED_ADMIN_PASSWORD: process.env.SEED_ADMIN_PASSWORD ?? "admin-e2e-password",
    SEED_DEMO_PASSWORD: process.env.SEED_DEMO_PASSWORD ?? "demo-e2e-password",
    // The seeded superadmin has two-factor on (superadmins must); fixtures.ts computes its codes.
    SEED_ADMIN_TOTP_SECRET: process.env.SEED_ADMIN_TOTP_SECRET ?? "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU",
    MAIL_DIR: e2eMailDir(),
    SMTP_URL: "",
    ...E2E_RATE_LIMITS,
    ...oauth,
    ...hubspotEnv(hubspot),
  };
  // The product's migrations and seed, then the accounts only the end-to-end tests need.
  for (const script of ["scripts/db-setup.ts", "scripts/e2e-seed.ts"]) {
    const setup = run("node", ["--conditions=react-server", "--import", "tsx", script], env);
    const code: number = await new Promise((r) => setup.on("exit", (c) => r(c ?? 1)));
    if (code !== 0) process.exit(code);
  }
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
