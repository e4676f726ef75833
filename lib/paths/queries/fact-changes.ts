import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { rows } from "./sql";

/**
 * Deletes the log of which people each facts write named (fact_changes, migration 0033) up to its
 * last row older than `before`: what is left is every row after some id, so a writer's earlier token
 * is either gone with all its rows (its reader reads that writer's people as before) or still has
 * every row after it.
 */
export async function deleteFactChangesBefore(before: Date): Promise<number> {
  const [r] = await rows<{ deleted: number }>(
    sql`with cut as (select max(id) as id from fact_changes where at < ${before.toISOString()}::timestamptz),
          gone as (delete from fact_changes where id <= (select id from cut) returning 1)
        select count(*)::int as deleted from gone`,
    db,
  );
  return r?.deleted ?? 0;
}
