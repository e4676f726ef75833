import { describe, expect, it } from "vitest";
import { MAX_RECONNECT_DELAY_MS, reconnectDelay } from "@/lib/rate-limit/redis-client";

describe("reconnectDelay", () => {
  it("starts short, doubles, and never exceeds the bound however long Redis stays away", () => {
    for (let i = 0; i < 50; i++) {
      expect(reconnectDelay(0)).toBeGreaterThanOrEqual(25);
      expect(reconnectDelay(0)).toBeLessThanOrEqual(50);
      expect(reconnectDelay(3)).toBeGreaterThanOrEqual(200);
      expect(reconnectDelay(3)).toBeLessThanOrEqual(400);
      for (const retries of [6, 10, 100, 10_000]) {
        const d = reconnectDelay(retries);
        expect(d).toBeGreaterThanOrEqual(MAX_RECONNECT_DELAY_MS / 2);
        expect(d).toBeLessThanOrEqual(MAX_RECONNECT_DELAY_MS);
      }
    }
  });

  it("spreads servers' attempts (jitter)", () => {
    expect(new Set(Array.from({ length: 20 }, () => reconnectDelay(8))).size).toBeGreaterThan(1);
  });
});
