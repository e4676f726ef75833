// A second server, as far as the database is concerned: opens the embedded database the way the app
// does (from DATA_DIR / PGLITE_DIR), writes a row, says where, and holds the folder until killed.
// Run with: node --conditions=react-server --import tsx tests/helpers/hold-pglite.ts
import { sql } from "drizzle-orm";
import { openFromEnv, pgliteDir } from "@/lib/db/client";

const handle = openFromEnv();
await handle.db.execute(sql`create table if not exists held (pid int)`);
await handle.db.execute(sql`insert into held values (${process.pid})`);
process.stdout.write(`${JSON.stringify({ ready: true, dir: pgliteDir() })}\n`);
setInterval(() => {}, 60_000);
