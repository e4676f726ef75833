import "server-only";
import { pingDatabase } from "@/lib/db/health";
import { pingRedis } from "@/lib/rate-limit/redis-client";

// Liveness and readiness (issue 30). Liveness asks nothing of anyone: the process answers. Readiness
// is what a load balancer should route by: the database answers, Redis answers when REDIS_URL is
// set (without it the limiter refuses every sign-in), and the server is not shutting down.

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
  const redisUrl = process.env.REDIS_URL;
  const [database, redis] = await Promise.all([
    within(2000, pingDatabase()).then(
      () => "ok",
      () => "unreachable",
    ),
    redisUrl
      ? pingRedis(redisUrl).then(
          () => "ok",
          () => "unreachable",
        )
      : Promise.resolve("not configured"),
  ]);
  const server = isDraining() ? "shutting down" : "ok";
  return { ready: database === "ok" && redis !== "unreachable" && server === "ok", checks: { database, redis, server } };
}
