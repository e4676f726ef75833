import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { POST as login } from "@/app/api/v2/login/route";
import { POST as twoFactorLogin } from "@/app/api/v2/2fa-login/route";
import { db } from "@/lib/db";
import { authTokens, userDevices } from "@/lib/db/schema";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { PEER_HEADER } from "@/lib/http/peer-address";
import { call } from "../../helpers/api";
import { createUser, TEST_PASSWORD } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";

// Issue 12 §1–§3: limits that hold under parallel bursts and spoofed addresses, and capped bodies.
catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));
afterEach(() => {
  vi.unstubAllEnvs();
  setRateStore(undefined);
});

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe("password guessing (§1, §2)", () => {
  it("200 parallel wrong passwords with rotating X-Forwarded-For: at most the limit is evaluated", async () => {
    await createUser({ email: "victim@acme-corp.com" });
    const res = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(login, "/api/v2/login", {
          body: { email: "victim@acme-corp.com", password: `wrong-${i}` },
          headers: { "x-forwarded-for": `203.0.${i >> 8}.${i & 255}` },
        }),
      ),
    );
    const t = tally(res.map((r) => r.status));
    console.log(`[burst] 200 parallel wrong passwords → evaluated (401): ${t[401] ?? 0}, refused (429): ${t[429] ?? 0}`);
    expect(t[401] ?? 0).toBeLessThanOrEqual(10);
    expect(t[429]).toBe(200 - (t[401] ?? 0));
    // And the right password is now refused too, until the window passes.
    const right = await call(login, "/api/v2/login", { body: { email: "victim@acme-corp.com", password: TEST_PASSWORD } });
    expect(right.status).toBe(429);
  });

  it("a success gives its count back: a busy user is never locked out", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNIN_ACCOUNT", "2/600");
    await createUser({ email: "busy@acme-corp.com" });
    const res = await Promise.all(
      Array.from({ length: 6 }, () => call(login, "/api/v2/login", { body: { email: "busy@acme-corp.com", password: TEST_PASSWORD } })),
    );
    // Parallel successes may briefly hold the counter, but sequential ones always pass.
    expect(res.some((r) => r.status === 200)).toBe(true);
    for (let i = 0; i < 4; i++) {
      expect((await call(login, "/api/v2/login", { body: { email: "busy@acme-corp.com", password: TEST_PASSWORD } })).status).toBe(200);
    }
  });

  it("the per-address limit keys on the socket peer, not on the client's X-Forwarded-For", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNIN_IP", "5/600");
    const res = [];
    for (let i = 0; i < 12; i++) {
      res.push(
        await call(login, "/api/v2/login", {
          body: { email: `nobody${i}@acme-corp.com`, password: "whatever-1" },
          headers: { "x-forwarded-for": `198.51.100.${i}`, [PEER_HEADER]: "192.0.2.7" },
        }),
      );
    }
    expect(res.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it("with TRUSTED_PROXY_HOPS=1 the proxy's own entry is the client, not the spoofed left-most one", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNIN_IP", "3/600");
    vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const r = await call(login, "/api/v2/login", {
        body: { email: `x${i}@acme-corp.com`, password: "whatever-1" },
        headers: { "x-forwarded-for": `10.${i}.0.1, 198.51.100.9`, [PEER_HEADER]: "10.0.0.2" },
      });
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe("one-time codes (§1)", () => {
  it("60 parallel wrong codes on one challenge: at most 5 are evaluated and the challenge ends", async () => {
    vi.stubEnv("RATE_LIMIT_CODE_ACCOUNT", "1000/600");
    const user = await createUser({ email: "codes@acme-corp.com" });
    await db.insert(userDevices).values({ userId: user.id, deviceId: "laptop" });
    const opened = await call<{ code: string }>(login, "/api/v2/login", { body: { email: "codes@acme-corp.com", password: TEST_PASSWORD }, deviceId: "phone" });
    const challenge = opened.body.data.code;
    const res = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(twoFactorLogin, "/api/v2/2fa-login", { body: { code: challenge, value: `ZZZZZZ${String(i).padStart(2, "0")}` }, deviceId: "phone" }),
      ),
    );
    const [row] = await db.select().from(authTokens).where(eq(authTokens.purpose, "new_device"));
    console.log(`[burst] 60 parallel wrong codes → attempts recorded: ${row!.attempts}`);
    expect(row!.attempts).toBeLessThanOrEqual(5);
    expect(row!.usedAt).not.toBeNull();
    expect(res.every((r) => r.status === 401)).toBe(true);
    expect(res.filter((r) => /wrong code/i.test(r.body.message) && !/Too many/.test(r.body.message)).length).toBeLessThanOrEqual(4);
  });
});

describe("body size cap (§3)", () => {
  const bigBody = (bytes: number) => JSON.stringify({ email: "a@acme-corp.com", password: "x".repeat(bytes) });

  it("refuses a declared Content-Length over 1 MiB with 413 before reading", async () => {
    const req = new NextRequest("http://localhost:3000/api/v2/login", {
      method: "POST",
      headers: { "x-device-id": "d1", "content-type": "application/json", "content-length": String(5 * 1024 * 1024) },
      body: "{}",
    });
    const res = await login(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
  });

  it("refuses a streamed body (no Content-Length) once it passes the cap", async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 200 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const req = new NextRequest("http://localhost:3000/api/v2/login", {
      method: "POST",
      headers: { "x-device-id": "d1", "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await login(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
    // Stopped reading soon after the cap, not after the whole 200 MiB.
    expect(pulled).toBeLessThan(3 * 1024 * 1024);
  });

  it("a body just under the cap is still read", async () => {
    const res = await call(login, "/api/v2/login", { body: JSON.parse(bigBody(1000)) });
    expect(res.status).not.toBe(413);
    vi.stubEnv("MAX_BODY_BYTES", "500");
    expect((await call(login, "/api/v2/login", { body: JSON.parse(bigBody(1000)) })).status).toBe(413);
  });
});
