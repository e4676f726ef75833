import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { Server, ServerResponse } from "node:http";
import { closeDatabase } from "@/lib/db/health";
import { stopJobWorker } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { closeRedis } from "@/lib/rate-limit/redis-client";
import { isDraining, markDraining } from "./health";

// Graceful shutdown. `next start` handles SIGTERM itself: it stops accepting connections, lets
// in-flight requests end, then calls process.exit. Around it: at the signal, readiness turns 503
// and the job worker stops taking jobs (its current job gets JOB_SHUTDOWN_GRACE_MS to finish, then
// its claim goes back to the queue); for SHUTDOWN_DRAIN_MS the server still accepts and serves
// requests while answering not-ready, so a balancer routing by readiness takes it out before its
// port closes; before the exit, the database pool and Redis connections close. The whole stop is
// bounded by SHUTDOWN_TIMEOUT_MS: a request that never ends does not keep the server up.
//
// A balancer keeps its connections to a server open and reuses them (nginx's upstream keepalive), so
// closing the port alone would leave them busy until the timeout. From the signal on, every answer
// says `Connection: close` and idle connections are closed: the balancer opens new ones, which the
// port refuses once the drain is over, and it sends that work to another server.

const g = globalThis as unknown as { __scubaShutdownInstalled?: boolean };

const ms = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
};

type SignalListener = (signal: NodeJS.Signals) => void;

/** The HTTP servers of this process, as their requests name them (Node's diagnostics channel). */
const servers = new Set<Server>();

function closeConnectionsWhileDraining() {
  subscribe("http.server.request.start", (message) => {
    const { server, response } = message as { server: Server; response: ServerResponse };
    servers.add(server);
    if (isDraining() && !response.headersSent) response.setHeader("connection", "close");
  });
}

export function installGracefulShutdown() {
  if (g.__scubaShutdownInstalled) return;
  g.__scubaShutdownInstalled = true;
  closeConnectionsWhileDraining();
  const realExit = process.exit.bind(process);
  let jobsStopped: Promise<void> | null = null;
  let closing: Promise<void> | null = null;

  const begin = () => {
    if (jobsStopped) return jobsStopped;
    log.info("server.shutting_down", { pid: process.pid });
    markDraining();
    for (const server of servers) server.closeIdleConnections();
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

  // Next's own SIGTERM handler closes the port at once: it runs after the drain instead.
  const nextOnTerm = process.listeners("SIGTERM") as SignalListener[];
  process.removeAllListeners("SIGTERM");
  let terminating = false;
  const onTerm = () => {
    void begin();
    if (terminating) return;
    terminating = true;
    // Without a server's handler to hand over to (one registered after ours has run already), the
    // process ends itself after the drain.
    const handOver = nextOnTerm.length ? nextOnTerm : process.listeners("SIGTERM").some((l) => l !== onTerm) ? [] : [() => process.exit(0)];
    const drain = ms("SHUTDOWN_DRAIN_MS", 3_000);
    log.info("server.draining", { pid: process.pid, drainMs: drain });
    setTimeout(() => {
      for (const listener of handOver) listener("SIGTERM");
    }, drain);
  };
  process.on("SIGTERM", onTerm);
  process.prependListener("SIGINT", () => void begin());
  // Next's own handler ends with process.exit once its HTTP server has closed: finish ours first.
  process.exit = ((code?: number | string | null) => {
    void close().finally(() => realExit(code ?? undefined));
  }) as typeof process.exit;
}
