import "server-only";
import { createClient } from "redis";
import type { Hit, RateStore } from "./store";

type Client = ReturnType<typeof createClient>;
const clients = new Map<string, Promise<Client>>();

function connect(url: string): Promise<Client> {
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
    c.on("error", () => {}); // surfaced per command; the limiter logs them
    c.on("end", () => clients.delete(url));
    client = c.connect().then(() => c as Client);
    client.catch(() => clients.delete(url));
    clients.set(url, client);
  }
  return client;
}

/** Counters in Redis, shared by every server: INCR plus PEXPIRE on the first hit of a window. */
export function redisStore(url: string): RateStore {
  return {
    async hit(key, windowMs): Promise<Hit> {
      const c = await connect(url);
      const [count, ttl] = (await c.multi().incr(key).pExpire(key, windowMs, "NX").pTTL(key).exec()) as unknown as [number, unknown, number];
      return { count: Number(count), resetAt: Date.now() + Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const c = await connect(url);
      const [count, ttl] = (await c.multi().get(key).pTTL(key).exec()) as unknown as [string | null, number];
      return count === null ? null : { count: Number(count), resetAt: Date.now() + Math.max(0, Number(ttl)) };
    },
    async reset(key) {
      const c = await connect(url);
      await c.del(key);
    },
    async release(key) {
      const c = await connect(url);
      // Only while the window lives, and never below zero.
      await c.eval("local n = redis.call('GET', KEYS[1]); if n and tonumber(n) > 0 then redis.call('DECR', KEYS[1]) end", { keys: [key] });
    },
  };
}
