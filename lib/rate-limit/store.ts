// Counter stores for the rate limiter: fixed windows keyed by rule and subject.
export type Hit = { count: number; resetAt: number };

export interface RateStore {
  /** Adds one to the key's counter in its current window and returns the new count. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The counter without adding to it. */
  peek(key: string): Promise<Hit | null>;
  reset(key: string): Promise<void>;
  /** Takes one back (an attempt that turned out not to count, e.g. a successful sign-in). */
  release(key: string): Promise<void>;
}

// Bounds of the in-memory store: an attacker choosing subjects (e-mails, addresses) must not be
// able to grow it without limit. Keys are cut to a fixed length and the least recently used
// counters go first once the map is full.
export const MAX_KEY_LENGTH = 200;
export const MAX_ENTRIES = 50_000;


/** One process's memory: right for a single server (the embedded default). */
export class MemoryStore implements RateStore {
  private counters = new Map<string, Hit>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  get size() {
    return this.counters.size;
  }

  // Synchronous from read to write (no await in between), so parallel hits never see the same count.
  async hit(rawKey: string, windowMs: number): Promise<Hit> {
    const key = rawKey.slice(0, MAX_KEY_LENGTH);
    const now = Date.now();
    let entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) entry = { count: 0, resetAt: now + windowMs };
    // Re-inserting moves the key to the end of the Map's order: the map doubles as an LRU list.
    this.counters.delete(key);
    this.counters.set(key, entry);
    if (this.counters.size > this.maxEntries) this.evict(now);
    entry.count += 1;
    return { ...entry };
  }

  async peek(rawKey: string): Promise<Hit | null> {
    const entry = this.counters.get(rawKey.slice(0, MAX_KEY_LENGTH));
    return entry && entry.resetAt > Date.now() ? { ...entry } : null;
  }

  async reset(rawKey: string): Promise<void> {
    this.counters.delete(rawKey.slice(0, MAX_KEY_LENGTH));
  }

  async release(rawKey: string): Promise<void> {
    const entry = this.counters.get(rawKey.slice(0, MAX_KEY_LENGTH));
    if (entry && entry.count > 0) entry.count -= 1;
  }

  private evict(now: number) {
    this.sweep(now);
    // Still full of live counters: drop the least recently used ones.
    for (const k of this.counters.keys()) {
      if (this.counters.size <= this.maxEntries) break;
      this.counters.delete(k);
    }
  }

  private sweep(now: number) {
    for (const [k, v] of this.counters) if (v.resetAt <= now) this.counters.delete(k);
  }
}
