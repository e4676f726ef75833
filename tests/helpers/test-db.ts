import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { openPglite, openPostgres, type DbHandle } from "@/lib/db/client";

// A fresh database per test file: in-memory PGlite, or on PostgreSQL a new database copied from
// a migrated template (made once per run by global-setup-postgres.ts).

declare module "vitest" {
  export interface ProvidedContext {
    templateDb: string;
  }
}

export function adminUrl(database = "postgres"): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function openTestDb(): Promise<DbHandle & { drop: () => Promise<void> }> {
  if (process.env.TEST_DB === "postgres") {
    const template = inject("templateDb");
    if (!template) throw new Error("global-setup-postgres did not run");
    const name = `scuba_t_${randomBytes(6).toString("hex")}`;
    await withAdminClient((c) => c.query(`create database ${name} template ${template}`));
    const handle = openPostgres(adminUrl(name));
    return {
      ...handle,
      drop: async () => {
        await handle.close();
        await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const handle = openPglite();
  await handle.migrate();
  return { ...handle, drop: handle.close };
}

/** Empties every table, so each test starts from a clean database. */
export async function truncateAll(handle: DbHandle) {
  const { rows } = (await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  if (!rows.length) return;
  const list = rows.map((r) => `"public"."${r.tablename}"`).join(", ");
  await handle.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}
