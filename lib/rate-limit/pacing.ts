import "server-only";
import { redisPrefix, warnOncePerOutage, withRedis } from "./redis-client";

// Spacing of calls to an outside API per key (e.g. one HubSpot call per 100 ms per member). With
// REDIS_URL the slots live in Redis, so every server paces against the same clock; otherwise in
// this process's memory.

// Reserves the key's next slot atomically, on Redis's clock (servers' clocks may differ): returns
// how many milliseconds to wait for it.
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local at = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
redis.call('SET', KEYS[1], at + tonumber(ARGV[1]), 'PX', at - now + tonumber(ARGV[1]) + 1000)
return at - now`;

const MAX_LOCAL_SLOTS = 10_000;
const g = globalThis as unknown as { __scubaPaceSlots?: Map<string, number> };
const slots = (g.__scubaPaceSlots ??= new Map<string, number>());

function reserveLocally(key: string, spacingMs: number): number {
  const now = Date.now();
  const at = Math.max(now, slots.get(key) ?? 0);
  slots.set(key, at + spacingMs);
  // Bounded: a slot forgotten early only lets one call through without waiting.
  if (slots.size > MAX_LOCAL_SLOTS) slots.clear();
  return at - now;
}

/** How long to wait before the next call for `key` (reserving that slot). */
export async function reserveSlot(key: string, spacingMs: number): Promise<number> {
  const url = process.env.REDIS_URL;
  if (url) {
    try {
      return Number(await withRedis(url, (c) => c.eval(RESERVE, { keys: [`${redisPrefix()}pace:${key}`], arguments: [String(spacingMs)] })));
    } catch (error) {
      // While Redis is away, pace in this process: the outside API sees at most one caller per server.
      warnOncePerOutage(url, "pacing.degraded", error);
    }
  }
  return reserveLocally(key, spacingMs);
}

/** Waits for the key's next slot. */
export async function pace(key: string, spacingMs: number): Promise<void> {
  const wait = await reserveSlot(key, spacingMs);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
