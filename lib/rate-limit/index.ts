import "server-only";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import { metrics } from "@/lib/metrics";
import { rule, type RuleName } from "./rules";
import { sharedStore } from "./shared-store";
import { MemoryStore, type RateStore } from "./store";

export { rule, type RuleName } from "./rules";

const g = globalThis as unknown as { __scubaRateStore?: RateStore; __scubaSharedRateStores?: Map<string, RateStore> };
let override: RateStore | undefined;

/**
 * The store in use: with REDIS_URL, Redis (shared by every server) while it answers and this
 * process's memory while it does not; without it, this process's memory.
 */
export function rateStore(): RateStore {
  if (override) return override;
  const url = process.env.REDIS_URL;
  if (url) {
    const stores = (g.__scubaSharedRateStores ??= new Map());
    let store = stores.get(url);
    if (!store) stores.set(url, (store = sharedStore(url)));
    return store;
  }
  return (g.__scubaRateStore ??= new MemoryStore());
}

/** Tests swap the store (e.g. for one that is down). */
export function setRateStore(store: RateStore | undefined) {
  override = store;
}

function tooMany(name: RuleName, resetAt: number): ApiError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  log.warn("rate_limit.refused", { rule: name });
  metrics.rateLimitRefusals.inc({ rule: name });
  return ApiError.tooManyRequests(seconds, `${rule(name).message} Please try again in ${wait}.`);
}

/**
 * A store that cannot count at all (not Redis being away: that falls back to memory) refuses rather
 * than allows (DESIGN §11).
 */
async function guarded<T>(fn: (store: RateStore) => Promise<T>): Promise<T> {
  try {
    return await fn(rateStore());
  } catch (e) {
    if (e instanceof ApiError) throw e;
    log.error("rate_limit.store_failed", { error: e instanceof Error ? e.message : String(e) });
    throw ApiError.unavailable();
  }
}

// A missing subject skips the rule. The address is always known behind Next: it fills
// X-Forwarded-For from the socket when no proxy set it (only in-process test calls lack one).
const keyOf = (name: RuleName, subject: string) => `rl:${name}:${subject.toLowerCase()}`;

/** Counts one attempt and refuses (429) once the rule's limit is passed. */
export async function consume(name: RuleName, subject: string | null | undefined): Promise<void> {
  if (!subject) return;
  const r = rule(name);
  await guarded(async (store) => {
    const hit = await store.hit(keyOf(name, subject), r.windowMs);
    if (hit.count > r.limit) throw tooMany(name, hit.resetAt);
  });
}

/**
 * Counts this attempt *before* the work it guards, atomically (one store increment), and refuses
 * (429) past the limit. Returns a release function: call it when the attempt turned out not to
 * count (a successful sign-in), so a busy user is never locked out. Counting first keeps parallel
 * requests from all passing a check made before any of them was recorded.
 */
export async function reserve(name: RuleName, subject: string | null | undefined): Promise<() => Promise<void>> {
  if (!subject) return async () => {};
  const r = rule(name);
  const key = keyOf(name, subject);
  await guarded(async (store) => {
    const hit = await store.hit(key, r.windowMs);
    if (hit.count > r.limit) {
      // A refused attempt is not evaluated, so it does not count: the counter keeps meaning
      // "failures plus attempts in flight".
      await store.release(key);
      throw tooMany(name, hit.resetAt);
    }
  });
  return async () => {
    await guarded((store) => store.release(key)).catch(() => {});
  };
}

/** Refuses (429) when the subject already used up the rule, without counting this attempt. */
export async function check(name: RuleName, subject: string | null | undefined): Promise<void> {
  if (!subject) return;
  const r = rule(name);
  await guarded(async (store) => {
    const hit = await store.peek(keyOf(name, subject));
    if (hit && hit.count >= r.limit) throw tooMany(name, hit.resetAt);
  });
}

/** Counts a failure against a rule checked with `check`. */
export async function recordFailure(name: RuleName, subject: string | null | undefined): Promise<void> {
  if (!subject) return;
  const r = rule(name);
  await guarded((store) => store.hit(keyOf(name, subject), r.windowMs));
}

export async function resetLimit(name: RuleName, subject: string): Promise<void> {
  await guarded((store) => store.reset(keyOf(name, subject)));
}
