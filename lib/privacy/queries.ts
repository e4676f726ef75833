import "server-only";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { db, selectRows, type DbOrTx } from "@/lib/db";
import { dataExports, type DataExport } from "@/lib/db/schema";

// data_exports: lib/privacy's own table ('Export my data').

export async function insertExport(tx: DbOrTx, values: { userId: string; expiresAt: Date }): Promise<DataExport> {
  const [row] = await tx.insert(dataExports).values(values).returning();
  return row!;
}

export async function setExportJob(tx: DbOrTx, id: string, jobId: string) {
  await tx.update(dataExports).set({ jobId }).where(eq(dataExports.id, id));
}

/** A member's export (another member's answers nothing). The archive's bytes are not read here. */
export async function findOwnExport(userId: string, id: string) {
  const [row] = await db
    .select({
      id: dataExports.id,
      userId: dataExports.userId,
      jobId: dataExports.jobId,
      status: dataExports.status,
      size: dataExports.size,
      files: dataExports.files,
      expiresAt: dataExports.expiresAt,
      readyAt: dataExports.readyAt,
      downloadedAt: dataExports.downloadedAt,
      createdAt: dataExports.createdAt,
    })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row;
}

export async function findLatestOwnExport(userId: string) {
  const [row] = await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt)).limit(1);
  return row;
}

export async function storeArchive(tx: DbOrTx, id: string, values: { archive: Uint8Array; size: number; files: string[]; readyAt: Date; expiresAt: Date }) {
  await tx.update(dataExports).set({ ...values, status: "ready" }).where(and(eq(dataExports.id, id), eq(dataExports.status, "queued")));
}

/**
 * Takes the archive once: a ready, unexpired export of this member becomes 'downloaded' and loses its
 * bytes in the same statement, which answers them. A second take (or a race) gets nothing.
 */
export async function takeArchive(userId: string, id: string, now: Date): Promise<Uint8Array | null> {
  const [row] = await selectRows<{ archive: Uint8Array }>(
    db,
    sql`with taken as (
          select id, archive from data_exports
          where id = ${id} and user_id = ${userId} and status = 'ready' and expires_at > ${now.toISOString()}::timestamptz
          for update
        )
        update data_exports d set status = 'downloaded', downloaded_at = ${now.toISOString()}::timestamptz, archive = null
        from taken where d.id = taken.id
        returning taken.archive`,
  );
  return row?.archive ?? null;
}

/** Archives past their 24 hours lose their bytes. Returns how many. */
export async function expireArchives(now: Date): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: "expired", archive: null })
    .where(and(lt(dataExports.expiresAt, now), or(eq(dataExports.status, "ready"), eq(dataExports.status, "queued"))))
    .returning({ id: dataExports.id });
  return rows.length;
}
