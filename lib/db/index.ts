import "server-only";
import { openFromEnv, type Db, type DbHandle } from "./client";

export type { Db, DbOrTx, Tx } from "./client";
export { selectRows } from "./rows";
export * as schema from "./schema";

// One client per process: cached on globalThis so that hot reload, or several bundles of the same
// server, never open a second PGlite on the same folder. Opened lazily on first use, because
// `next build` evaluates route modules while collecting page data.
const g = globalThis as unknown as { __scubaDb?: DbHandle; __scubaMigrated?: Promise<void> };

export function dbHandle(): DbHandle {
  return (g.__scubaDb ??= openFromEnv());
}

/** Tests install their own database (a fresh PGlite or PostgreSQL database per file). */
export function installDbHandle(handle: DbHandle) {
  g.__scubaDb = handle;
  g.__scubaMigrated = undefined;
}

/** Applies committed migrations once per process. */
export function ensureMigrated(): Promise<void> {
  return (g.__scubaMigrated ??= dbHandle().migrate());
}

// A stand-in that forwards to the lazily opened database, so modules can `import { db }`.
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const real = dbHandle().db as unknown as Record<string | symbol, unknown>;
    const value = real[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});
