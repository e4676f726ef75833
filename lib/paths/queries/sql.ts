import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";

// The paths domain's only database access. The engine is a read model over other domains' tables
// (users, collaborators, persons, experiences, educations, connections, extended_networks,
// co_occurrences, user_tags, tags, leads, top_network); it writes only relation_metrics, the
// leads' AI-sort columns, and a member's missing person node. Every read goes through an index:
// connections by person or owner, experiences by company key, educations by school key.

/** One array parameter (`= any(...)`) instead of one parameter per value: lists can be long. */
export function arr(values: readonly string[], type: "uuid" | "text"): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
  return type === "uuid" ? sql`${literal}::uuid[]` : sql`${literal}::text[]`;
}

type Rows<T> = { rows: T[] };
export async function rows<T>(q: SQL, tx: DbOrTx = db): Promise<T[]> {
  return ((await tx.execute(q)) as unknown as Rows<T>).rows;
}
