import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { rows } from "./sql";

/**
 * Deletes one log of which people each write named (fact_changes, migration 0033; network_changes,
 * 0034) up to its last row older than `before`: what is left is every row after some id, so a
 * writer's earlier token is either gone with all its rows (its reader reads that writer's people as
 * before) or still has every row after it.
 */
export async function deleteChangesBefore(log: "fact_changes" | "network_changes", before: Date): Promise<number> {
  const table = sql.raw(log);
  const [r] = await rows<{ deleted: number }>(
    sql`with cut as (select max(id) as id from ${table} where at < ${before.toISOString()}::timestamptz),
          gone as (delete from ${table} where id <= (select id from cut) returning 1)
        select count(*)::int as deleted from gone`,
    db,
  );
  return r?.deleted ?? 0;
}
