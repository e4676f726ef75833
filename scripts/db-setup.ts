// Applies the committed migrations and seeds the demo workspace (run by `npm start` before serving).
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dbHandle, ensureMigrated } from "@/lib/db";
import { pgliteDir } from "@/lib/db/client";
import { seed } from "@/scripts/seed";
import { env } from "@/lib/config/env";
import { ensureEveryOwnNode } from "@/lib/auth/own-node";

async function main() {
  const handle = dbHandle();
  await ensureMigrated();
  const report = await seed(handle.db, { contactEmail: env.contactEmail, meetingUrl: env.bookMeetingUrl });
  await ensureEveryOwnNode();
  console.log(`Database ready (${handle.kind === "pglite" ? `PGlite at ${pgliteDir()}` : "PostgreSQL"}).`);
  if (report.lines.length) {
    // Generated passwords never go to stdout (logs are kept and shipped): they go to a file only
    // its owner can read (issue 12 §11).
    mkdirSync(env.dataDir, { recursive: true });
    const file = path.join(env.dataDir, "seed-credentials.txt");
    writeFileSync(file, `# Accounts created by the seed (${new Date().toISOString()})\n${report.lines.join("\n")}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    console.log(`\nAccounts created: their e-mails and passwords are in ${file} (readable only by you).\n`);
  }
  await handle.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
