import "server-only";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client";

/** The rows of a raw SQL statement: drizzle's `execute` answers `{ rows }` on node-postgres and PGlite alike. */
export async function selectRows<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
