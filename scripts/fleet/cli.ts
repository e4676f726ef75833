// npm run fleet: nginx in front of two app servers on one PostgreSQL and Redis, on this machine
// (README "Several servers"). Needs `npm run build` first, nginx (apt-get install nginx),
// PostgreSQL and Redis. Settings (all optional):
//   FLEET_PORT=8080             nginx's port (the address to open); FLEET_PORT+1 serves server 1 alone
//   FLEET_APP_PORTS=3101,3102   the app servers' ports
//   FLEET_DATABASE_URL          a PostgreSQL server; a fresh database is made on it (default
//                               postgres://postgres@127.0.0.1:5432/postgres) — or DATABASE_URL to use one as is
//   REDIS_URL, REDIS_PREFIX     default redis://127.0.0.1:6379 and scuba-fleet:
//   SMTP_URL                    default: a test SMTP server on loopback that prints what it receives
//   SESSION_SECRET              default: a random one, shared by both servers
import { startSmtpCatcher } from "../../tests/helpers/smtp";
import { startFleet } from "./start";

const port = Number(process.env.FLEET_PORT || 8080);
const appPorts = (process.env.FLEET_APP_PORTS || "3101,3102").split(",").map(Number);

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
  console.log(`\nScuba fleet ready: ${fleet.url}/  (nginx → ${fleet.servers.map((s) => s.url).join(", ")})`);
  console.log(`Demo accounts: ${fleet.dir}/seed-credentials.txt · server logs: ${fleet.dir}/server-*.log · Ctrl+C stops it.`);
  const stop = async () => {
    console.log("\nstopping the fleet…");
    await fleet.stop();
    await stopSmtp();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
