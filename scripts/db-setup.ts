// Applies the committed migrations and seeds the demo workspace (run by `npm start` before serving).
import { dbHandle, ensureMigrated } from "@/lib/db";
import { seed } from "@/lib/db/seed";
import { env } from "@/lib/config/env";

async function main() {
  const handle = dbHandle();
  await ensureMigrated();
  const report = await seed(handle.db, { contactEmail: env.contactEmail, meetingUrl: env.bookMeetingUrl });
  console.log(`Database ready (${handle.kind === "pglite" ? `PGlite at ${process.env.PGLITE_DIR || ".data/pglite"}` : "PostgreSQL"}).`);
  if (report.lines.length) {
    console.log("\nAccounts created — these passwords are shown only once:");
    for (const line of report.lines) console.log(`  ${line}`);
    console.log("");
  }
  await handle.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
