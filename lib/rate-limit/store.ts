// Counter stores for the rate limiter: fixed windows keyed by rule and subject.
export type Hit = { count: number; resetAt: number };

export interface RateStore {
  /** Adds one to the key's counter in its current window and returns the new count. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The counter without adding to it. */
  peek(key: string): Promise<Hit | null>;
  reset(key: string): Promise<void>;
}

/** One process's memory: right for a single server (the embedded default). */
export class MemoryStore implements RateStore {
  private counters = new Map<string, Hit>();

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    let entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, entry);
      if (this.counters.size > 50_000) this.sweep(now);
    }
    entry.count += 1;
    return { ...entry };
  }

  async peek(key: string): Promise<Hit | null> {
    const entry = this.counters.get(key);
    return entry && entry.resetAt > Date.now() ? { ...entry } : null;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private sweep(now: number) {
    for (const [k, v] of this.counters) if (v.resetAt <= now) this.counters.delete(k);
  }
}
