import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { dbHandle, installDbHandle } from "@/lib/db";
import { openPglite, openPostgres, type DbHandle } from "@/lib/db/client";
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from "@/lib/db/backup";
import { seed } from "@/scripts/seed";
import { adminUrl, withAdminClient } from "../../helpers/test-db";

// `npm run db:backup` / `db:restore` (issue 30) on the database this project runs on: a seeded
// database is backed up, restored into a fresh one, and the two hold the same users, connections,
// leads and credit ledger, row for row.

const dir = mkdtempSync(path.join(tmpdir(), "scuba-backup-"));
const dropped: string[] = [];
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  for (const name of dropped) await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`));
});

const TABLES = {
  users: "id, email, password_hash, role, created_at",
  connections: "id, owner_user_id, person_id, sources, email_address",
  leads: "id, user_id, person_id, name, company",
  credit_ledger: "id, user_id, delta, reason, reference",
};

/** Per table: how many rows, and a digest of every row in id order. */
async function fingerprint(handle: DbHandle) {
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const [table, columns] of Object.entries(TABLES)) {
    const { rows } = (await handle.db.execute(
      sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t.id)), '') as d from (select ${columns} from ${table}) t`),
    )) as unknown as { rows: { n: number; d: string }[] };
    out[table] = { rows: rows[0]!.n, digest: rows[0]!.d };
  }
  return out;
}

async function seeded(handle: DbHandle) {
  const real = dbHandle();
  installDbHandle(handle); // the seed's services write through the process's database
  try {
    await handle.migrate();
    await seed(handle.db, { contactEmail: "sales@scuba.example", meetingUrl: "https://cal.com/scuba/demo" });
  } finally {
    installDbHandle(real);
  }
  const before = await fingerprint(handle);
  for (const table of Object.keys(TABLES)) expect(before[table]!.rows, `${table} seeded`).toBeGreaterThan(0);
  return before;
}

async function newPostgresDb(): Promise<string> {
  const name = `scuba_backup_${randomBytes(5).toString("hex")}`;
  await withAdminClient((c) => c.query(`create database ${name}`));
  dropped.push(name);
  return adminUrl(name);
}

describe("database backups", () => {
  it.runIf(process.env.TEST_DB !== "postgres")("PGlite: the data folder's dump restores into a new folder with every row", async () => {
    const source = path.join(dir, "source");
    const original = openPglite(source);
    const before = await seeded(original);
    await original.close();

    const file = path.join(dir, "scuba.tar.gz");
    await backupPglite(source, file);
    const target = path.join(dir, "restored");
    await restorePglite(file, target);
    await expect(restorePglite(file, target)).rejects.toThrow(/not empty/); // never over data

    const restored = openPglite(target);
    try {
      expect(await fingerprint(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it.runIf(process.env.TEST_DB === "postgres")("PostgreSQL: pg_dump's archive restores into a fresh database with every row", async () => {
    const sourceUrl = await newPostgresDb();
    const original = openPostgres(sourceUrl);
    const before = await seeded(original);
    const file = path.join(dir, "scuba.dump");
    await backupPostgres(sourceUrl, file);
    await original.close();

    const targetUrl = await newPostgresDb();
    await restorePostgres(file, targetUrl);
    const restored = openPostgres(targetUrl);
    try {
      expect(await fingerprint(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
