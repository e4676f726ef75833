import "server-only";
import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import { env } from "@/lib/config/env";
import { lockPgliteDir } from "./pglite-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type DbHandle = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Applies the committed migrations (another folder: the migration tests replay older states). */
  migrate: (migrationsFolder?: string) => Promise<void>;
  close: () => Promise<void>;
};

const MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");
// Any fixed number: serialises migrations when several app servers start at once.
const MIGRATION_LOCK = 72_011_300;

export function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // The app runs short reads; PostgreSQL over-estimates `= any(<long array>)` and would spend
    // ~15 ms compiling JIT code for a query that runs in less (measured on the warm-path bench).
    // Nor does it gather parallel workers for them: starting workers cost more than they saved
    // (a 6,000-person connections read: 91 ms with two workers, 38 ms without), and the engine
    // already runs its neighbourhood reads side by side on the pool.
    options: "-c jit=off -c max_parallel_workers_per_gather=0",
  });
  // An idle connection the server ends (restart, or a test dropping its database) must not crash
  // the process; the pool replaces it on next use.
  pool.on("error", () => {});
  // Likewise a connection the server ends while it is checked out (a transaction left idle past
  // idle_in_transaction_session_timeout: a job worker frozen mid-step): the query in flight fails
  // and says so; the event must not become an uncaught exception.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    migrate: async (migrationsFolder = MIGRATIONS) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

// PGlite writes this file over the data directory's postgresql.conf at every start, so it holds
// what initdb would have written, with a smaller buffer cache: PGlite runs inside the app's process,
// and initdb's 128 MB of shared buffers fill as data is written, with no other process to share
// them (a 30,000-row import peaked 150 MB higher). The operating system's file cache serves reads.
function pgliteConf(): string {
  return [
    `shared_buffers = '${process.env.PGLITE_SHARED_BUFFERS || "16MB"}'`,
    "max_connections = 100",
    "dynamic_shared_memory_type = posix",
    "max_wal_size = 1GB",
    "min_wal_size = 80MB",
    "log_timezone = UTC",
    "timezone = UTC",
    "datestyle = 'iso, mdy'",
    "lc_messages = C",
    "lc_monetary = C",
    "lc_numeric = C",
    "lc_time = C",
    "default_text_search_config = 'pg_catalog.english'",
    "",
  ].join("\n");
}

/**
 * dataDir undefined = in memory (tests). A folder is this process's alone while open: another
 * process opening it is refused with a clear error (pglite-lock.ts).
 */
export function openPglite(dataDir?: string): DbHandle {
  let release = () => {};
  if (dataDir) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    release = lockPgliteDir(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite(dataDir, { postgresqlconf: pgliteConf() });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    migrate: (migrationsFolder = MIGRATIONS) => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** The embedded database's folder: PGLITE_DIR, else DATA_DIR/pglite (DATA_DIR holds all the server keeps). */
export function pgliteDir(): string {
  return process.env.PGLITE_DIR || path.join(env.dataDir, "pglite");
}

export function openFromEnv(): DbHandle {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  return openPglite(pgliteDir());
}

export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}
