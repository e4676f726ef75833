import { beforeEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { auditLogs, eventLogs, jobs } from "@/lib/db/schema";
import { POST as postLogs } from "@/app/api/v2/logs/route";
import { GET as adminLogs } from "@/app/api/v2/admin/logs/route";
import { pruneEventLogs } from "@/lib/activity-log/service";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import type { ActivityPage } from "@/lib/activity-log/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { signedInSuperadmin } from "../admin/helpers";

beforeEach(() => setRateStore(new MemoryStore()));

const event = (over: Record<string, unknown> = {}) => ({ timestamp: new Date().toISOString(), action: "Scuba AI Sort", type: "button_click", page: "/pipeline/", ...over });

/** What navigator.sendBeacon sends: text/plain, the session cookie, no X-Device-Id, the page's Origin. */
function beacon(token: string, body: string, headers: Record<string, string> = {}) {
  const req = new NextRequest("http://localhost:3000/api/v2/logs", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", cookie: `scuba_session=${token}`, origin: "http://localhost:3000", "sec-fetch-site": "same-origin", ...headers },
    body,
  });
  return postLogs(req, { params: Promise.resolve({}) });
}

describe("POST v2/logs", () => {
  it("stores a batch and a single event for the caller, dropping events outside the time window", async () => {
    const { user, token } = await signedInUser();
    const batch = await call<{ accepted: number }>(postLogs, "/api/v2/logs", {
      token,
      body: { events: [event(), event({ type: "page_view", action: "page_view", page: "/network/" }), event({ timestamp: new Date(Date.now() - 2 * 86_400_000).toISOString() }), event({ timestamp: new Date(Date.now() + 3_600_000).toISOString() })] },
    });
    expect(batch.status).toBe(200);
    expect(batch.body.data.accepted).toBe(2);
    const single = await call<{ accepted: number }>(postLogs, "/api/v2/logs", { token, body: event({ type: "drop_down_open", action: "Add New Lead" }) });
    expect(single.body.data.accepted).toBe(1);
    const rows = await db.select().from(eventLogs);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.userId === user.id)).toBe(true);
    expect(rows.map((r) => r.type).sort()).toEqual(["button_click", "drop_down_open", "page_view"]);
  });

  it("refuses bad events, oversized batches and bodies, and anonymous callers, storing nothing", async () => {
    const { token } = await signedInUser();
    for (const body of [{ events: [] }, { events: [event({ type: "keypress" })] }, { events: Array.from({ length: 51 }, () => event()) }, event({ action: "" })]) {
      expect((await call(postLogs, "/api/v2/logs", { token, body })).status).toBe(400);
    }
    const huge = await call(postLogs, "/api/v2/logs", { token, body: { events: [event({ page: "x".repeat(70_000) })] } });
    expect(huge.status).toBe(413);
    expect((await call(postLogs, "/api/v2/logs", { body: { events: [event()] } })).status).toBe(403);
    expect(await db.select().from(eventLogs)).toHaveLength(0);
  });

  it("takes sendBeacon's request (text/plain, no X-Device-Id) from the same site only", async () => {
    const { token } = await signedInUser();
    const ok = await beacon(token, JSON.stringify({ events: [event()] }));
    expect(ok.status).toBe(200);
    expect((await beacon(token, JSON.stringify({ events: [event()] }), { "sec-fetch-site": "cross-site", origin: "https://evil.example" })).status).toBe(403);
    expect((await beacon(token, JSON.stringify({ events: [event()] }), { "sec-fetch-site": "same-site", origin: "https://evil.example" })).status).toBe(403);
    expect(await db.select().from(eventLogs)).toHaveLength(1);
  });

  it("limits each member's batches (429) without touching another member's", async () => {
    process.env.RATE_LIMIT_EVENT_LOGS = "3/600";
    try {
      const a = await signedInUser();
      const b = await signedInUser();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await call(postLogs, "/api/v2/logs", { token: a.token, body: { events: [event()] } })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect((await call(postLogs, "/api/v2/logs", { token: b.token, body: { events: [event()] } })).status).toBe(200);
    } finally {
      delete process.env.RATE_LIMIT_EVENT_LOGS;
    }
  });
});

describe("a superadmin reads a member's activity; old events are pruned", () => {
  it("pages a member's events newest first, for superadmins only, with an audit entry", async () => {
    const member = await signedInUser();
    const other = await signedInUser();
    const admin = await signedInSuperadmin();
    for (let i = 0; i < 3; i++) await call(postLogs, "/api/v2/logs", { token: member.token, body: event({ action: `step ${i}` }) });
    await call(postLogs, "/api/v2/logs", { token: other.token, body: event({ action: "someone else" }) });

    const page = await call<ActivityPage>(adminLogs, "/api/v2/admin/logs", { token: admin.token, query: { user_id: member.user.id, limit: "2" } });
    expect(page.status).toBe(200);
    expect(page.body.data.count).toBe(3);
    expect(page.body.data.items.map((e) => e.action)).toEqual(["step 2", "step 1"]);
    const next = await call<ActivityPage>(adminLogs, "/api/v2/admin/logs", { token: admin.token, query: { user_id: member.user.id, skip: "2", limit: "2" } });
    expect(next.body.data.items.map((e) => e.action)).toEqual(["step 0"]);
    expect((await db.select().from(auditLogs)).some((a) => a.action === "activity.list")).toBe(true);

    expect((await call(adminLogs, "/api/v2/admin/logs", { token: member.token, query: { user_id: member.user.id } })).status).toBe(403);
    expect((await call(adminLogs, "/api/v2/admin/logs", { token: admin.token, query: { user_id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
    expect((await call(adminLogs, "/api/v2/admin/logs", { token: admin.token, query: { user_id: member.user.id, limit: "101" } })).status).toBe(400);
  });

  it("the prune deletes only events older than 90 days, and books the next day's run once", async () => {
    const { user } = await signedInUser();
    const day = 86_400_000;
    const now = new Date();
    await db.insert(eventLogs).values([
      { userId: user.id, timestamp: now, action: "old", type: "page_view", page: "/", createdAt: new Date(now.getTime() - 91 * day) },
      { userId: user.id, timestamp: now, action: "recent", type: "page_view", page: "/", createdAt: new Date(now.getTime() - 89 * day) },
    ]);
    expect(await pruneEventLogs(now)).toBe(1);
    expect((await db.select().from(eventLogs)).map((e) => e.action)).toEqual(["recent"]);
    await pruneEventLogs(now);
    const booked = (await db.select().from(jobs)).filter((j) => j.kind === "activity-log.prune");
    expect(booked).toHaveLength(1);
    expect(booked[0]!.runAfter.getTime()).toBe(now.getTime() + day);
  });
});
