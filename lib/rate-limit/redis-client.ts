import "server-only";
import { createClient } from "redis";

// One Redis connection per URL and process, shared by the limiter's counters and the pacing slots.

export type RedisClient = ReturnType<typeof createClient>;
const g = globalThis as unknown as { __scubaRedis?: Map<string, Promise<RedisClient>> };
const clients = (g.__scubaRedis ??= new Map<string, Promise<RedisClient>>());

/**
 * Every key this deployment writes starts with REDIS_PREFIX (default `scuba:`), so two deployments
 * (staging and production, or two tenants) sharing one Redis never count into each other's keys.
 */
export function redisPrefix(): string {
  return process.env.REDIS_PREFIX ?? "scuba:";
}

export function connectRedis(url: string): Promise<RedisClient> {
  let client = clients.get(url);
  if (!client) {
    // No offline queue and a short connect timeout: a dead Redis fails the request at once
    // (and the limiter then refuses) instead of hanging it.
    // After 3 failed reconnects the client gives up; the next request starts a new one.
    const c = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (n) => (n >= 3 ? new Error("Redis unreachable") : (n + 1) * 100) },
    });
    c.on("error", () => {}); // surfaced per command; the callers log them
    c.on("end", () => clients.delete(url));
    client = c.connect().then(() => c as RedisClient);
    client.catch(() => clients.delete(url));
    clients.set(url, client);
  }
  return client;
}

/** Readiness: PING within a second (throws otherwise). */
export async function pingRedis(url: string): Promise<void> {
  const c = await connectRedis(url);
  await Promise.race([c.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error("Redis did not answer")), 1000).unref())]);
}

/** Closes this process's connections (graceful shutdown). */
export async function closeRedis(): Promise<void> {
  const all = [...clients.values()];
  clients.clear();
  await Promise.all(all.map((p) => p.then((c) => c.quit()).catch(() => {})));
}
