import "server-only";
import { redisPrefix, withRedis } from "./redis-client";
import type { Hit, RateStore } from "./store";

// Each reply of a MULTI in order: INCR's count, PEXPIRE's 1/0, PTTL's milliseconds left. The TTL
// is the third reply (reading the second made every Retry-After 1 s).
type HitReplies = [count: number, expireSet: number, ttlMs: number];

/** Counters in Redis, shared by every server: INCR plus PEXPIRE on the first hit of a window. */
export function redisStore(url: string, prefix = redisPrefix()): RateStore {
  const k = (key: string) => prefix + key;
  return {
    hit: (key, windowMs) =>
      withRedis(url, async (c): Promise<Hit> => {
        const [count, , ttl] = (await c.multi().incr(k(key)).pExpire(k(key), windowMs, "NX").pTTL(k(key)).exec()) as unknown as HitReplies;
        return { count: Number(count), resetAt: Date.now() + (Number(ttl) > 0 ? Number(ttl) : windowMs) };
      }),
    peek: (key) =>
      withRedis(url, async (c) => {
        const [count, ttl] = (await c.multi().get(k(key)).pTTL(k(key)).exec()) as unknown as [string | null, number];
        return count === null ? null : { count: Number(count), resetAt: Date.now() + Math.max(0, Number(ttl)) };
      }),
    reset: (key) =>
      withRedis(url, async (c) => {
        await c.del(k(key));
      }),
    // Only while the window lives, and never below zero.
    release: (key) =>
      withRedis(url, async (c) => {
        await c.eval("local n = redis.call('GET', KEYS[1]); if n and tonumber(n) > 0 then redis.call('DECR', KEYS[1]) end", { keys: [k(key)] });
      }),
  };
}
