import "server-only";
import { redisStore } from "./redis-store";
import { RedisUnavailableError, redisAnswers, warnOncePerOutage } from "./redis-client";
import { MemoryStore, type RateStore } from "./store";

/**
 * Counters shared by every server through Redis while it answers, and counted in this process's
 * memory while it does not (DESIGN §15): the same rules keep working per server through an outage,
 * with one `rate_limit.store_degraded` warning per outage, and counting is shared again at the
 * first call after Redis answers. The local counts of an outage are not carried over.
 */
export function sharedStore(url: string, local: RateStore = new MemoryStore(), shared: RateStore = redisStore(url)): RateStore {
  const counted = async <T>(op: (store: RateStore) => Promise<T>): Promise<T> => {
    if (redisAnswers(url)) {
      try {
        return await op(shared);
      } catch (error) {
        warnOncePerOutage(url, "rate_limit.store_degraded", error);
        return op(local);
      }
    }
    warnOncePerOutage(url, "rate_limit.store_degraded", new RedisUnavailableError());
    return op(local);
  };
  return {
    hit: (key, windowMs) => counted((s) => s.hit(key, windowMs)),
    peek: (key) => counted((s) => s.peek(key)),
    reset: (key) => counted((s) => s.reset(key)),
    release: (key) => counted((s) => s.release(key)),
  };
}
