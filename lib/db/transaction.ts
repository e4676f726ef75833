import "server-only";
import { db, type DbOrTx, type Tx } from "./index";

export type { DbOrTx, Tx };

/**
 * One transaction for a service that commits several writes together (a lead and its charge, a
 * payment and its credits). The domains' queries take the `tx`; services never touch Drizzle.
 */
export function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
