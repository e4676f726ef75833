// npm run db:backup [-- <file>]: backs up the configured database (DATABASE_URL, else the PGlite
// folder PGLITE_DIR) to <file>, by default DATA_DIR/backups/scuba-<time>.(dump|tar.gz).
// npm run db:restore -- <file>: restores <file> into DATABASE_URL (an empty database), or into
// PGLITE_DIR (a new, empty folder). See README "Backups".
import path from "node:path";
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from "@/lib/db/backup";

const [mode, file] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR || path.join(process.cwd(), ".data");
const pgliteDir = process.env.PGLITE_DIR || path.join(dataDir, "pglite");

async function main() {
  if (mode === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const target = file || path.join(dataDir, "backups", `scuba-${stamp}.${url ? "dump" : "tar.gz"}`);
    if (url) await backupPostgres(url, target);
    else await backupPglite(pgliteDir, target);
    console.log(`Backed up ${url ? "PostgreSQL" : `PGlite (${pgliteDir})`} to ${target}`);
  } else if (mode === "restore") {
    if (!file) throw new Error("Name the backup file: npm run db:restore -- <file>");
    if (url) await restorePostgres(file, url);
    else await restorePglite(file, pgliteDir);
    console.log(`Restored ${file} into ${url ? "PostgreSQL" : `PGlite (${pgliteDir})`}`);
  } else {
    throw new Error("usage: db-backup.ts backup [file] | restore <file>");
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
