import { describe, expect, it } from "vitest";
import { makeContext, type GraphSource, type Team } from "@/lib/paths/engine";
import { colleagueSpans, type ExperienceFact } from "@/lib/paths/rules";

// A list of facts' colleague spans are kept between searches (lib/paths/engine.ts `makeContext`):
// a company map reads its 5,000 people's at every page it computes. Kept for the day they were made
// on only — a current job's span runs to today.
const team: Team = { memberUserId: "u", memberPersonId: "p", origins: [], userIds: ["u"], tagUserIds: ["u"], extendedNetworkIds: [] };
const source = {} as GraphSource;
const facts = (): ExperienceFact[] => [
  { companyKey: "acme", company: "Acme", title: "Engineer", fromDate: "2020-03-01", toDate: null, isCurrent: true },
  { companyKey: "globex", company: "Globex", title: "Analyst", fromDate: "2015-01-01", toDate: "2019-12-31", isCurrent: false },
];

describe("colleague spans kept between searches", () => {
  it("answers a later search of the same day with the spans made by the first", () => {
    const list = facts();
    const first = makeContext(source, team, new Date("2026-06-15T09:00:00Z")).spans(list);
    const later = makeContext(source, team, new Date("2026-06-15T17:00:00Z")).spans(list);
    expect(later).toBe(first);
    expect(later).toEqual(colleagueSpans(list, "2026-06-15"));
  });

  it("makes them again on another day: a current job's span runs to the new day", () => {
    const list = facts();
    const june = makeContext(source, team, new Date("2026-06-15T09:00:00Z")).spans(list);
    const september = makeContext(source, team, new Date("2026-09-20T09:00:00Z")).spans(list);
    expect(september).toEqual(colleagueSpans(list, "2026-09-20"));
    expect(september.find((s) => s.companyKey === "acme")!.end).toBeGreaterThan(june.find((s) => s.companyKey === "acme")!.end);
    // Another list of the same facts (read again) has spans of its own.
    expect(makeContext(source, team, new Date("2026-09-20T10:00:00Z")).spans(facts())).not.toBe(september);
  });
});
