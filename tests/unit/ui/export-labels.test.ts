import { describe, expect, it } from "vitest";
import { exportAllLabel, exportViewLabel } from "@/components/common/export-labels";

// Issue 27 §4: the Export menu says what each item exports — the view with its count, or everything.
describe("the Export menu's words", () => {
  it("names the view's count and the format", () => {
    expect(exportViewLabel("pipeline", "csv", 18)).toBe("Export the 18 leads shown — CSV");
    expect(exportViewLabel("pipeline", "xlsx", 1)).toBe("Export the 1 lead shown — Excel");
    expect(exportViewLabel("network", "csv", 1796)).toBe("Export the 1,796 connections shown — CSV");
    expect(exportViewLabel("network", "csv", undefined)).toBe("Export the connections shown — CSV");
  });

  it("keeps a way to export everything the member supplied", () => {
    expect(exportAllLabel("pipeline", "csv")).toBe("Export all your leads — CSV");
    expect(exportAllLabel("network", "xlsx")).toBe("Export all your own connections — Excel");
  });
});
