import { describe, expect, it } from "vitest";
import { skippedReasons, summaryLine } from "@/components/network/upload-summary";

describe("an upload's summary in words (issue 27 §3)", () => {
  it("says what was read, added, merged and skipped", () => {
    expect(summaryLine({ rows: 1869, created: 1796, merged: 0, skipped_count: 73 })).toBe("1,869 rows read · 1,796 people added · 0 merged with people already there · 73 skipped");
  });

  it("lists the skipped rows' reasons, most frequent first", () => {
    const reasons = skippedReasons({ skipped_by_reason: { "Duplicate of line …": 3, "No LinkedIn URL": 5, "Bad date": 3 } });
    expect(reasons).toEqual([
      { reason: "No LinkedIn URL", count: 5 },
      { reason: "Bad date", count: 3 },
      { reason: "Duplicate of line …", count: 3 },
    ]);
  });
});
