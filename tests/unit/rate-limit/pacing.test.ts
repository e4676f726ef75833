import { afterEach, describe, expect, it, vi } from "vitest";
import { reserveSlot } from "@/lib/rate-limit/pacing";

// Pacing without Redis: this process's slots, spaced per key and bounded in number (README
// "Several servers": at most 10,000 keys per process).

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("pacing in memory", () => {
  it("spaces one key's calls and leaves other keys alone", async () => {
    vi.stubEnv("REDIS_URL", "");
    vi.useFakeTimers();
    expect(await reserveSlot("member-a", 100)).toBe(0);
    expect(await reserveSlot("member-a", 100)).toBe(100);
    expect(await reserveSlot("member-a", 100)).toBe(200);
    expect(await reserveSlot("member-b", 100)).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(await reserveSlot("member-a", 100)).toBe(0);
  });

  it("keeps at most 10,000 keys: past that the slots start over (one call may go early, memory stays bounded)", async () => {
    vi.stubEnv("REDIS_URL", "");
    vi.useFakeTimers();
    expect(await reserveSlot("first", 60_000)).toBe(0);
    expect(await reserveSlot("first", 60_000)).toBe(60_000);
    for (let i = 0; i < 10_000; i++) await reserveSlot(`key-${i}`, 60_000);
    expect(await reserveSlot("first", 60_000)).toBe(0);
  });
});
