// Imports a generated 30,000-row Connections.csv (LinkedIn's cap) on PGlite and on PostgreSQL:
// wall time and peak RSS. Figures are printed, never asserted. PostgreSQL runs when
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers; a fresh database
// is created and dropped. Each database runs in its own child process, so the RSS figures are
// independent of each other.
//
// PGlite is measured as the product runs it: `npm start` creates and migrates the data directory
// in its own process (`npm run db:setup`), and the server opens the existing directory. Creating a
// directory runs initdb inside the WASM heap, which then stays ~450 MB larger for the life of the
// process (0.5.x); a server opening an existing directory starts ~450 MB lower. So a first child
// creates the directory and a second one, opening it, is measured.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { installDbHandle, ensureMigrated, db } from "@/lib/db";
import { openPglite, openPostgres, type DbHandle } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { startNetworkUpload, latestImportJob } from "@/lib/network/import-service";

const ROWS = 30_000;
const COMPANIES = Array.from({ length: 2500 }, (_, i) => `Company ${i}${i % 7 === 0 ? ", Inc." : ""}`);

export function generateConnectionsCsv(rows = ROWS): string {
  const lines = ["Notes:", '"When exporting your connection data, you may notice that some of the email addresses are missing."', "", "First Name,Last Name,URL,Email Address,Company,Position,Connected On"];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  for (let i = 0; i < rows; i++) {
    if (i % 50 === 49) {
      lines.push(`,,,,,,0${(i % 9) + 1} Jun 2022`); // hidden profile: skipped
      continue;
    }
    const company = COMPANIES[i % COMPANIES.length]!;
    const email = i % 20 === 0 ? `person${i}@example.com` : "";
    lines.push(`First${i},"Last${i}, MBA",https://www.linkedin.com/in/person-${i}-${(i * 7919) % 100000},${email},"${company}",Title ${i % 300},${String((i % 28) + 1).padStart(2, "0")} ${months[i % 12]} ${2010 + (i % 15)}`);
  }
  return lines.join("\n");
}

async function measure(label: string, handle: DbHandle, csv: string) {
  installDbHandle(handle);
  await ensureMigrated();
  const [user] = await db.insert(users).values({ email: `bench-${randomBytes(4).toString("hex")}@example.com`, name: "Bench", passwordHash: "x", emailVerifiedAt: new Date() }).returning();
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  await startNetworkUpload(user!.id, { file_name: "Connections.csv", content: csv });
  await runPendingJobs();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const job = await latestImportJob(user!.id);
  const result = job?.result as { imported?: number; skipped_count?: number } | null;
  console.log(
    `${label.padEnd(10)} rows ${ROWS}  imported ${result?.imported ?? "?"}  skipped ${result?.skipped_count ?? "?"}  ` +
      `wall ${seconds.toFixed(2)} s  peak RSS ${(peak / 2 ** 20).toFixed(0)} MB (before ${(baseline / 2 ** 20).toFixed(0)} MB)  status ${job?.status}`,
  );
  await handle.close();
}

async function child(backend: "pglite" | "postgres" | "pglite-setup", dataDir?: string) {
  if (backend === "pglite-setup") {
    const handle = openPglite(dataDir);
    await handle.migrate();
    return handle.close();
  }
  const csv = generateConnectionsCsv();
  if (backend === "pglite") return measure("PGlite", openPglite(dataDir), csv);
  const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  const name = `scuba_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    return;
  }
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await measure("PostgreSQL", openPostgres(target.toString()), csv);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export default async function run() {
  console.log(`Connections.csv: ${ROWS} rows, ${(generateConnectionsCsv().length / 2 ** 20).toFixed(1)} MB. Targets: < 10 s, < 400 MB peak RSS.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "scuba-import-bench-"));
  const runChild = (...args: string[]) =>
    execFileSync(process.execPath, ["--conditions=react-server", "--import", "tsx", new URL(import.meta.url).pathname, ...args], {
      env: { ...process.env, LOG_LEVEL: "silent" },
      encoding: "utf8",
    });
  try {
    runChild("pglite-setup", dataDir);
    process.stdout.write(runChild("pglite", dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(runChild("postgres"));
}

const arg = process.argv[2];
if (arg === "pglite" || arg === "postgres" || arg === "pglite-setup") {
  await child(arg, process.argv[3]);
  process.exit(0);
}
