import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { GET as getOnboarding, PUT as putOnboarding } from "@/app/api/v2/onboarding/route";
import { GET as getStatus } from "@/app/api/v2/onboarding/status/route";
import { GET as getGuides, PUT as putGuide } from "@/app/api/v2/onboarding/guide/route";
import { GET as getInfo, PATCH as patchInfo } from "@/app/api/v2/info/route";
import { GET as getMessage } from "@/app/api/v2/message/route";
import { GET as adminGetMessage, PUT as adminPutMessage } from "@/app/api/v2/admin/message/route";
import { INFO_DEFAULT_REMAINING, INFO_MESSAGES, TOUR_MODULES } from "@/lib/onboarding/schema";
import { auditLogs } from "@/lib/db/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { signedInSuperadmin } from "../admin/helpers";

type Guide = { module: string; remaining: number };
type Info = { module: string; remaining: number; message: string };

describe("onboarding (spec 001 §3)", () => {
  it("starts incomplete with empty answers, and the questionnaire completes it for that member only", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const before = await call<Record<string, unknown>>(getStatus, "/api/v2/onboarding/status", { token: a.token });
    expect(before.body.data).toEqual({ onBoardingStatus: true, businessType: "", otherBusinessType: "", companyName: "", baseNetworkSize: "" });

    const answered = await call(putOnboarding, "/api/v2/onboarding", {
      method: "PUT",
      token: a.token,
      body: { businessType: "Other", otherBusinessType: "  Venture studio ", companyName: "Acme", baseNetworkSize: "500–2,000" },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toEqual({ onBoardingStatus: false, businessType: "Other", otherBusinessType: "Venture studio", companyName: "Acme", baseNetworkSize: "500–2,000" });
    const record = await call<Record<string, unknown>[]>(getOnboarding, "/api/v2/onboarding", { token: a.token });
    expect(record.body.data).toEqual([
      { is_completed_onboarding: true, is_tutorial_completed: false, businessType: "Other", otherBusinessType: "Venture studio", companyName: "Acme", baseNetworkSize: "500–2,000" },
    ]);
    // The other member is untouched.
    expect((await call<{ onBoardingStatus: boolean }>(getStatus, "/api/v2/onboarding/status", { token: b.token })).body.data.onBoardingStatus).toBe(true);
  });

  it("validates the answers with a message per field, and skipping stores none", async () => {
    const { user, token } = await signedInUser();
    const bad = await call(putOnboarding, "/api/v2/onboarding", { method: "PUT", token, body: { businessType: "Agency", companyName: "x".repeat(201) } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ companyName: ["Company name must be at most 200 characters"], baseNetworkSize: ["Please select your network size"] });
    const other = await call(putOnboarding, "/api/v2/onboarding", { method: "PUT", token, body: { businessType: "Other", otherBusinessType: " ", baseNetworkSize: "Under 500" } });
    expect(other.body.errors).toEqual({ otherBusinessType: ["Please tell us your business type"] });
    const none = await call(putOnboarding, "/api/v2/onboarding", { method: "PUT", token, body: {} });
    expect(none.body.errors).toMatchObject({ businessType: ["Please select your business type"] });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isCompletedOnboarding).toBe(false);

    const skipped = await call(putOnboarding, "/api/v2/onboarding", { method: "PUT", token, body: { skipped: true } });
    expect(skipped.body.data).toEqual({ onBoardingStatus: false, businessType: "", otherBusinessType: "", companyName: "", baseNetworkSize: "" });
  });

  it("takes null for the optional texts (a form's empty fields) as not given", async () => {
    const { token } = await signedInUser();
    const res = await call(putOnboarding, "/api/v2/onboarding", { method: "PUT", token, body: { businessType: "Agency", otherBusinessType: null, companyName: null, baseNetworkSize: "Over 10,000" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ onBoardingStatus: false, businessType: "Agency", otherBusinessType: "", companyName: "", baseNetworkSize: "Over 10,000" });
  });
});

describe("guided tours and info banners (spec 000 §4)", () => {
  it("counts a tour seen once per call, never below 0 even under concurrent calls, and completes the tutorial when all are seen", async () => {
    const { user, token } = await signedInUser();
    const other = await signedInUser();
    const start = await call<Guide[]>(getGuides, "/api/v2/onboarding/guide", { token });
    expect(start.body.data).toEqual(TOUR_MODULES.map((module) => ({ module, remaining: 1 })));

    const seen = await Promise.all(Array.from({ length: 8 }, () => call<Guide>(putGuide, "/api/v2/onboarding/guide", { method: "PUT", token, body: { module: "PIPELINE" } })));
    expect(seen.every((r) => r.status === 200 && r.body.data.remaining === 0)).toBe(true);
    const after = await call<Guide[]>(getGuides, "/api/v2/onboarding/guide", { token });
    expect(after.body.data.find((g) => g.module === "PIPELINE")!.remaining).toBe(0);
    expect(after.body.data.find((g) => g.module === "HOME")!.remaining).toBe(1);
    expect((await call<Guide[]>(getGuides, "/api/v2/onboarding/guide", { token: other.token })).body.data.every((g) => g.remaining === 1)).toBe(true);

    const unknown = await call(putGuide, "/api/v2/onboarding/guide", { method: "PUT", token, body: { module: "BILLING" } });
    expect(unknown.status).toBe(400);

    for (const name of ["HOME", "RELATIONSHIP", "COLLABORATOR"]) await call(putGuide, "/api/v2/onboarding/guide", { method: "PUT", token, body: { module: name } });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isTutorialCompleted).toBe(true);
  });

  it("shows a banner INFO_DEFAULT_REMAINING times with its module's message, then never, per member", async () => {
    const { token } = await signedInUser();
    const other = await signedInUser();
    const first = await call<Info>(getInfo, "/api/v2/info", { token, query: { module: "NETWORK" } });
    expect(first.body.data).toEqual({ module: "NETWORK", remaining: INFO_DEFAULT_REMAINING, message: INFO_MESSAGES.NETWORK });
    const counts = [];
    for (let i = 0; i < INFO_DEFAULT_REMAINING + 2; i++) counts.push((await call<Info>(patchInfo, "/api/v2/info", { method: "PATCH", token, query: { module: "NETWORK" } })).body.data.remaining);
    expect(counts).toEqual([2, 1, 0, 0, 0]);
    const burst = await Promise.all(Array.from({ length: 6 }, () => call<Info>(patchInfo, "/api/v2/info", { method: "PATCH", token: other.token, query: { module: "HOME" } })));
    expect(Math.min(...burst.map((r) => r.body.data.remaining))).toBe(0);
    expect((await call<Info>(getInfo, "/api/v2/info", { token: other.token, query: { module: "NETWORK" } })).body.data.remaining).toBe(INFO_DEFAULT_REMAINING);
    expect((await call(getInfo, "/api/v2/info", { token })).status).toBe(400);
    expect((await call(getInfo, "/api/v2/info", { token, query: { module: "BILLING" } })).status).toBe(400);
  });
});

describe("the site notice (the message call)", () => {
  beforeEach(() => {
    delete process.env.SITE_MESSAGE;
  });

  it("answers '' by default, SITE_MESSAGE when set, and a superadmin's notice over both; clearing falls back", async () => {
    const { token } = await signedInUser();
    const admin = await signedInSuperadmin();
    expect((await call<{ message: string }>(getMessage, "/api/v2/message", { token })).body.data.message).toBe("");
    process.env.SITE_MESSAGE = "Scheduled maintenance on Sunday";
    expect((await call<{ message: string }>(getMessage, "/api/v2/message", { token })).body.data.message).toBe("Scheduled maintenance on Sunday");

    const set = await call(adminPutMessage, "/api/v2/admin/message", { method: "PUT", token: admin.token, body: { message: "  New pricing from December  " } });
    expect(set.body.data).toEqual({ message: "New pricing from December", source: "admin" });
    expect((await call<{ message: string }>(getMessage, "/api/v2/message", { token })).body.data.message).toBe("New pricing from December");
    expect((await call(adminGetMessage, "/api/v2/admin/message", { token: admin.token })).body.data).toEqual({ message: "New pricing from December", source: "admin" });

    const cleared = await call(adminPutMessage, "/api/v2/admin/message", { method: "PUT", token: admin.token, body: { message: "" } });
    expect(cleared.body.data).toEqual({ message: "Scheduled maintenance on Sunday", source: "env" });
    const actions = (await db.select().from(auditLogs)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["notice.set", "notice.clear", "notice.read"]));

    // A member cannot set it; an over-long notice is refused.
    expect((await call(adminPutMessage, "/api/v2/admin/message", { method: "PUT", token, body: { message: "hi" } })).status).toBe(403);
    expect((await call(adminPutMessage, "/api/v2/admin/message", { method: "PUT", token: admin.token, body: { message: "x".repeat(501) } })).status).toBe(400);
  });
});
