import { describe, expect, it } from "vitest";
import { parseDateRange, yearsOf } from "@/lib/extension/dates";

describe("LinkedIn date ranges as profile pages show them", () => {
  it("reads month ranges, year ranges, Present and the duration suffix", () => {
    expect(parseDateRange("Jan 2015 - Mar 2018 · 3 yrs 3 mos")).toEqual({ fromDate: "2015-01-01", toDate: "2018-03-01", isCurrent: false });
    expect(parseDateRange("Sep 2019 – Present · 6 yrs")).toEqual({ fromDate: "2019-09-01", toDate: null, isCurrent: true });
    expect(parseDateRange("2012 - 2016")).toEqual({ fromDate: "2012-01-01", toDate: "2016-01-01", isCurrent: false });
    expect(yearsOf("2012 - 2016")).toEqual({ fromYear: 2012, toYear: 2016 });
  });
  it("gives nothing for what it cannot read", () => {
    expect(parseDateRange("")).toEqual({ fromDate: null, toDate: null, isCurrent: false });
    expect(parseDateRange("Foo 2015 - soon")).toEqual({ fromDate: null, toDate: null, isCurrent: false });
  });
});
