import { describe, expect, it } from "vitest";
import { monthYear, myConnectionText, periodText, yearsText } from "@/lib/pipeline/person-text";

describe("the person panel's words", () => {
  it("says months and periods of a history", () => {
    expect(monthYear("2019-03-01")).toBe("Mar 2019");
    expect(monthYear("2026-11-26T10:00:00.000Z")).toBe("Nov 2026");
    expect(monthYear(null)).toBe("");
    expect(periodText("2019-03-01", null, true)).toBe("Mar 2019 – now");
    expect(periodText("2015-01-01", "2018-06-30", false)).toBe("Jan 2015 – Jun 2018");
    expect(periodText("2015-01-01", null, false)).toBe("since Jan 2015");
    expect(periodText(null, "2018-06-30", false)).toBe("until Jun 2018");
    expect(periodText(null, null, false)).toBe("");
    expect(yearsText(2012, 2016)).toBe("2012 – 2016");
    expect(yearsText(2012, null)).toBe("from 2012");
    expect(yearsText(null, null)).toBe("");
  });

  it("says the member's own last interaction from their own counts and dates", () => {
    expect(myConnectionText(null)).toBeNull();
    expect(myConnectionText({ emails: 12, meetings: 1, last_interaction_at: "2026-03-04T09:00:00.000Z", connected_on: "2023-07-04", sources: ["linkedin", "google"] })).toBe(
      "12 e-mails · 1 meeting · last in Mar 2026 · connected on LinkedIn in Jul 2023",
    );
    expect(myConnectionText({ emails: 0, meetings: 0, last_interaction_at: null, connected_on: "2023-07-04", sources: ["linkedin"] })).toBe("connected on LinkedIn in Jul 2023");
    expect(myConnectionText({ emails: 0, meetings: 0, last_interaction_at: null, connected_on: null, sources: ["manual"] })).toBe("In your network, no interaction recorded");
  });
});
