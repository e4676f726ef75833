import { describe, expect, it } from "vitest";
import { acceptedAt, logBatchSchema } from "@/lib/activity-log/schema";
import { nextRemaining, onboardingSubmitSchema } from "@/lib/onboarding/schema";

describe("remaining counts (tours and banners)", () => {
  it("go down by one and stop at 0", () => {
    expect([3, 2, 1, 0, -4].map(nextRemaining)).toEqual([2, 1, 0, 0, 0]);
  });
});

describe("the questionnaire's payload", () => {
  it("skipping needs nothing else; answers keep 'Other' text only for Other", () => {
    expect(onboardingSubmitSchema.parse({ skipped: true })).toEqual({ skipped: true });
    expect(onboardingSubmitSchema.parse({ businessType: "Agency", otherBusinessType: "ignored", baseNetworkSize: "Under 500" })).toEqual({
      skipped: false,
      businessType: "Agency",
      otherBusinessType: "",
      companyName: "",
      baseNetworkSize: "Under 500",
    });
    const r = onboardingSubmitSchema.safeParse({ businessType: "Pirates", baseNetworkSize: "Under 500" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["businessType", "Please select your business type"]]);
  });
});

describe("event logs", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  it("believe a time within the last day and up to 5 minutes ahead", () => {
    expect(acceptedAt("2026-11-23T11:59:00Z", now)?.toISOString()).toBe("2026-11-23T11:59:00.000Z");
    expect(acceptedAt("2026-11-22T12:00:01Z", now)).not.toBeNull();
    expect(acceptedAt("2026-11-22T11:59:59Z", now)).toBeNull();
    expect(acceptedAt("2026-11-23T12:04:59Z", now)).not.toBeNull();
    expect(acceptedAt("2026-11-23T12:05:01Z", now)).toBeNull();
  });

  it("take a batch or one event, of the three types only", () => {
    const e = { timestamp: "2026-11-23T11:59:00Z", action: "Save", type: "button_click", page: "/" };
    expect(logBatchSchema.parse(e)).toEqual({ events: [e] });
    expect(logBatchSchema.parse({ events: [e, e] }).events).toHaveLength(2);
    expect(logBatchSchema.safeParse({ events: [{ ...e, type: "scroll" }] }).success).toBe(false);
    expect(logBatchSchema.safeParse({ events: [] }).success).toBe(false);
  });
});
