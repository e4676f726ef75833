import "server-only";
import { closeDatabase } from "@/lib/db/health";
import { stopJobWorker } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { closeRedis } from "@/lib/rate-limit/redis-client";
import { markDraining } from "./health";

// Graceful shutdown on SIGTERM (issue 30). `next start` already handles the signal: it stops
// accepting connections, lets in-flight requests end, then calls process.exit. We add, around it:
// at the signal, readiness turns 503 and the job worker stops taking jobs (its current job gets
// JOB_SHUTDOWN_GRACE_MS to finish, then its claim is given back to the queue); before the exit,
// the database pool and Redis connections close. The whole stop is bounded by SHUTDOWN_TIMEOUT_MS:
// a request that never ends does not keep the server up.

const g = globalThis as unknown as { __scubaShutdownInstalled?: boolean };

const ms = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function installGracefulShutdown() {
  if (g.__scubaShutdownInstalled) return;
  g.__scubaShutdownInstalled = true;
  const realExit = process.exit.bind(process);
  let jobsStopped: Promise<void> | null = null;
  let closing: Promise<void> | null = null;

  const begin = () => {
    if (jobsStopped) return jobsStopped;
    log.info("server.shutting_down", { pid: process.pid });
    markDraining();
    jobsStopped = stopJobWorker(ms("JOB_SHUTDOWN_GRACE_MS", 10_000)).catch(() => {});
    setTimeout(() => {
      log.warn("server.shutdown_timeout", { pid: process.pid });
      realExit(1);
    }, ms("SHUTDOWN_TIMEOUT_MS", 25_000)).unref();
    return jobsStopped;
  };
  const close = () =>
    (closing ??= (async () => {
      await begin();
      await closeRedis();
      await closeDatabase().catch(() => {});
      log.info("server.stopped", { pid: process.pid });
    })());

  process.prependListener("SIGTERM", () => void begin());
  process.prependListener("SIGINT", () => void begin());
  // Next's own handler ends with process.exit once its HTTP server has closed: finish ours first.
  process.exit = ((code?: number | string | null) => {
    void close().finally(() => realExit(code ?? undefined));
  }) as typeof process.exit;
}
