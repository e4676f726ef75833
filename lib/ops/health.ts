import "server-only";
import { pingDatabase } from "@/lib/db/health";
import { redisState } from "@/lib/rate-limit/redis-client";

// Liveness and readiness. Liveness asks nothing of anyone: the process answers. Readiness is what a
// load balancer routes by: it fails while the database does not answer and while the server shuts
// down, and for nothing else. Redis is a helper (DESIGN §15): while it is away the limits count in
// each server's memory, so its state is reported here and in the metrics, never a reason to leave
// the balancer.

const g = globalThis as unknown as { __scubaDraining?: boolean };

/** Called on SIGTERM: readiness answers 503 from now on, so a load balancer stops sending work. */
export function markDraining() {
  g.__scubaDraining = true;
}

export function isDraining(): boolean {
  return g.__scubaDraining === true;
}

export type Readiness = { ready: boolean; checks: { database: string; redis: string; server: string } };

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

export async function readiness(): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    within(2000, pingDatabase()).then(
      () => "ok",
      () => "unreachable",
    ),
    redisState(process.env.REDIS_URL),
  ]);
  const server = isDraining() ? "shutting down" : "ok";
  return { ready: database === "ok" && server === "ok", checks: { database, redis, server } };
}
