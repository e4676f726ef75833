import { describe, expect, it } from "vitest";
import { calibrationTable, rateText, TOO_FEW_REQUESTS } from "@/lib/intros/calibration-table";

const g = (band: string | null, length: number, asked: number, accepted = 0, meetings = 0, declined = 0) => ({ band, length, asked, accepted, declined, meetings });

describe("the calibration table (issue 29)", () => {
  it("orders bands and lengths, totals each band and notes a band under 20 requests", () => {
    const t = calibrationTable([g("Weak", 3, 4, 1), g("Good", 4, 5, 3, 1), g("Good", 3, 15, 9, 4), g(null, 2, 2, 2), g(null, 3, 1)]);
    expect(t.rows.map((r) => [r.band, r.path_length, r.asked])).toEqual([
      ["Good", 3, 15],
      ["Good", 4, 5],
      ["Weak", 3, 4],
      ["Direct", 2, 2],
      ["Not recorded", 3, 1],
    ]);
    expect(t.bands).toEqual([
      { band: "Good", asked: 20, accepted: 12, declined: 0, meetings: 5, note: null },
      { band: "Average", asked: 0, accepted: 0, declined: 0, meetings: 0, note: TOO_FEW_REQUESTS },
      { band: "Weak", asked: 4, accepted: 1, declined: 0, meetings: 0, note: TOO_FEW_REQUESTS },
      { band: "Direct", asked: 2, accepted: 2, declined: 0, meetings: 0, note: TOO_FEW_REQUESTS },
      { band: "Not recorded", asked: 1, accepted: 0, declined: 0, meetings: 0, note: TOO_FEW_REQUESTS },
    ]);
  });
  it("merges groups of one band and length; shows counts with rates", () => {
    expect(calibrationTable([g("Good", 3, 1, 1), g("Good", 3, 2)]).rows).toEqual([{ band: "Good", path_length: 3, asked: 3, accepted: 1, declined: 0, meetings: 0 }]);
    expect(rateText(3, 20)).toBe("3 of 20 (15%)");
    expect(rateText(0, 0)).toBe("—");
  });
});
