// npm run fleet: nginx in front of two app servers on one PostgreSQL and Redis, on this machine
// (docs/operations.md "Several servers"). Needs `npm run build` first, nginx (apt-get install nginx),
// PostgreSQL and Redis. Settings (all optional):
//   FLEET_PORT=8080             nginx's port (the address to open); FLEET_PORT+1 serves server 1 alone
//   FLEET_APP_PORTS=3101,3102   the app servers' ports
//   FLEET_DATABASE_URL          a PostgreSQL server; a fresh database is made on it (default
//                               postgres://postgres@127.0.0.1:5432/postgres) — or DATABASE_URL to use one as is
//   REDIS_URL, REDIS_PREFIX     default redis://127.0.0.1:6379 and scuba-fleet:
//   SMTP_URL                    default: a test SMTP server on loopback that prints what it receives
//   SESSION_SECRET              default: a random one, shared by both servers
//
// npm run fleet -- --restart   in another terminal: a rolling restart of the running fleet on
//                              FLEET_PORT (one server at a time; prints each step, exits 0 when done)
import { existsSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpCatcher } from "../../tests/helpers/smtp";
import { startFleet } from "./start";

const port = Number(process.env.FLEET_PORT || 8080);
const appPorts = (process.env.FLEET_APP_PORTS || "3101,3102").split(",").map(Number);
/** Where a running fleet says who it is, so `--restart` can reach it. */
const stateFile = path.join(tmpdir(), `scuba-fleet-${port}.json`);
type State = { pid: number; restartLog: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks the running fleet for a rolling restart and prints its steps until it is done. */
async function requestRestart() {
  if (!existsSync(stateFile)) throw new Error(`No fleet is running on port ${port} (${stateFile} not found). Start one with npm run fleet.`);
  const state = JSON.parse(readFileSync(stateFile, "utf8")) as State;
  writeFileSync(state.restartLog, "");
  try {
    process.kill(state.pid, "SIGUSR2");
  } catch {
    throw new Error(`The fleet on port ${port} (pid ${state.pid}) is not running any more.`);
  }
  let shown = 0;
  for (const until = Date.now() + 10 * 60_000; Date.now() < until; await sleep(250)) {
    const lines = readFileSync(state.restartLog, "utf8").split("\n").filter(Boolean);
    for (const line of lines.slice(shown)) console.log(line);
    shown = lines.length;
    const last = lines.at(-1) ?? "";
    if (last.startsWith("rolling restart done")) return;
    if (last.startsWith("rolling restart failed")) throw new Error(last);
  }
  throw new Error("The rolling restart did not finish within 10 minutes.");
}

async function main() {
  let smtpUrl = process.env.SMTP_URL || "";
  let stopSmtp = async () => {};
  if (!smtpUrl) {
    const smtp = await startSmtpCatcher();
    smtpUrl = smtp.url;
    stopSmtp = smtp.close;
    let shown = 0;
    setInterval(() => {
      for (const mail of smtp.mails.slice(shown)) console.log(`mail → ${mail.to}: ${mail.subject}\n${mail.text.slice(0, 600)}\n`);
      shown = smtp.mails.length;
    }, 500).unref();
  }
  const fleet = await startFleet({
    port,
    appPorts,
    databaseUrl: process.env.DATABASE_URL || process.env.FLEET_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres",
    createDatabase: !process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL || "redis://127.0.0.1:6379",
    redisPrefix: process.env.REDIS_PREFIX || "scuba-fleet:",
    smtpUrl,
    sessionSecret: process.env.SESSION_SECRET || undefined,
    seed: true,
    log: (line) => console.log(line),
  });
  const restartLog = path.join(fleet.dir, "rolling-restart.log");
  writeFileSync(stateFile, JSON.stringify({ pid: process.pid, restartLog } satisfies State));
  console.log(`\nScuba fleet ready: ${fleet.url}/  (nginx → ${fleet.servers.map((s) => s.url).join(", ")})`);
  console.log(`Demo accounts: ${fleet.dir}/seed-credentials.txt · server logs: ${fleet.dir}/server-*.log · Ctrl+C stops it.`);
  console.log(`Rolling restart: npm run fleet -- --restart (from another terminal, with the same FLEET_PORT).`);

  let restarting = false;
  process.on("SIGUSR2", () => {
    if (restarting) return;
    restarting = true;
    const say = (line: string) => {
      console.log(line);
      appendFileSync(restartLog, `${line}\n`);
    };
    fleet
      .rollingRestart(say)
      .then(
        () => say("rolling restart done"),
        (error: unknown) => say(`rolling restart failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (restarting = false));
  });
  const stop = async () => {
    console.log("\nstopping the fleet…");
    rmSync(stateFile, { force: true });
    await fleet.stop();
    await stopSmtp();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

(process.argv.includes("--restart") ? requestRestart() : main()).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
