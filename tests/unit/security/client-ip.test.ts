import { afterEach, describe, expect, it, vi } from "vitest";
import { clientIp, normalizeIp } from "@/lib/auth/device";
import { PEER_HEADER } from "@/lib/http/peer-address";
import { MemoryStore } from "@/lib/rate-limit/store";

afterEach(() => vi.unstubAllEnvs());
const h = (o: Record<string, string>) => new Headers(o);

describe("clientIp (issue 12 §2)", () => {
  it("uses the socket peer, never the client's X-Forwarded-For, with no trusted proxy", () => {
    expect(clientIp(h({ "x-forwarded-for": "1.2.3.4", [PEER_HEADER]: "192.0.2.7" }))).toBe("192.0.2.7");
  });
  it("takes the right-most untrusted hop with TRUSTED_PROXY_HOPS", () => {
    vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
    expect(clientIp(h({ "x-forwarded-for": "6.6.6.6, 203.0.113.5", [PEER_HEADER]: "10.0.0.2" }))).toBe("203.0.113.5");
    vi.stubEnv("TRUSTED_PROXY_HOPS", "2");
    expect(clientIp(h({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.9", [PEER_HEADER]: "10.0.0.2" }))).toBe("203.0.113.5");
  });
  it("refuses what is not an IP address", () => {
    expect(clientIp(h({ [PEER_HEADER]: "not-an-ip" }))).toBeNull();
    expect(clientIp(h({ "x-forwarded-for": "a".repeat(5000) }))).toBeNull();
    expect(normalizeIp("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeIp("[2001:DB8::1]")).toBe("2001:db8::1");
  });
});

describe("MemoryStore bounds", () => {
  it("keeps at most its capacity, dropping the least recently used counters", async () => {
    const store = new MemoryStore(100);
    await store.hit("keep", 60_000);
    for (let i = 0; i < 500; i++) {
      await store.hit(`k${i}`, 60_000);
      if (i % 10 === 0) await store.hit("keep", 60_000); // recently used: survives
    }
    expect(store.size).toBeLessThanOrEqual(100);
    expect((await store.peek("keep"))!.count).toBeGreaterThan(40);
    expect(await store.peek("k0")).toBeNull();
  });
  it("cuts long keys", async () => {
    const store = new MemoryStore(10);
    const a = await store.hit(`x${"a".repeat(10_000)}1`, 60_000);
    const b = await store.hit(`x${"a".repeat(10_000)}2`, 60_000);
    expect(a.count).toBe(1);
    expect(b.count).toBe(2);
  });
});
