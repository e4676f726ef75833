import { afterEach, describe, expect, it, vi } from "vitest";
import { rule } from "@/lib/rate-limit/rules";
import { MemoryStore } from "@/lib/rate-limit/store";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("memory store", () => {
  it("counts within a window and starts over after it", async () => {
    vi.useFakeTimers();
    const store = new MemoryStore();
    expect((await store.hit("k", 1000)).count).toBe(1);
    expect((await store.hit("k", 1000)).count).toBe(2);
    expect((await store.peek("k"))?.count).toBe(2);
    vi.advanceTimersByTime(1001);
    expect(await store.peek("k")).toBeNull();
    expect((await store.hit("k", 1000)).count).toBe(1);
  });
});

describe("rules", () => {
  it("read RATE_LIMIT_<RULE> as count/seconds, falling back to the defaults", () => {
    expect(rule("signin_account")).toMatchObject({ limit: 10, windowMs: 900_000 });
    vi.stubEnv("RATE_LIMIT_SIGNIN_ACCOUNT", "3/60");
    expect(rule("signin_account")).toMatchObject({ limit: 3, windowMs: 60_000 });
    vi.stubEnv("RATE_LIMIT_SIGNIN_ACCOUNT", "nonsense");
    expect(rule("signin_account").limit).toBe(10);
  });
});
