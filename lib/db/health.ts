import "server-only";
import { db, dbHandle } from "./index";
import { ping } from "./client";

/** Database reachability, for the health check. */
export function pingDatabase(): Promise<void> {
  return ping(db);
}

/** Closes this process's pool (graceful shutdown). */
export function closeDatabase(): Promise<void> {
  return dbHandle().close();
}
