import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  alumniBound,
  alumniReason,
  alumniStrength,
  coOccurrenceReasons,
  colleagueReason,
  colleagueSpans,
  colleaguesLinked,
  colleagueStrength,
  mergeReasons,
  ownedEdgeKeys,
  ownedEdgeReasons,
  ownedEdgeScore,
  segmentKeys,
  type EducationFact,
  type ExperienceFact,
} from "@/lib/paths/rules";

const TODAY = "2026-06-15";
const exp = (o: Partial<ExperienceFact>): ExperienceFact => ({ companyKey: "acme", company: "Acme", title: null, fromDate: null, toDate: null, isCurrent: false, ...o });

describe("colleague edges", () => {
  it("the cheap span test agrees with the worded reason on random work histories", () => {
    const day = fc.integer({ min: 0, max: 40 * 12 }).map((m) => `${1990 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}-01`);
    const fact = fc.record({
      companyKey: fc.constantFrom("acme", "globex", ""),
      fromDate: fc.option(day),
      toDate: fc.option(day),
      isCurrent: fc.boolean(),
    });
    const history = fc.array(fact, { maxLength: 3 }).map((fs) => fs.map((f) => exp({ ...f, company: f.companyKey })));
    fc.assert(
      fc.property(history, history, (a, b) => {
        const worded = colleagueReason(a, b, TODAY);
        expect(colleaguesLinked(colleagueSpans(a, TODAY), colleagueSpans(b, TODAY))).toBe(worded !== null);
        // The reason without its words: its score, months and label.
        const strength = colleagueStrength(colleagueSpans(a, TODAY), colleagueSpans(b, TODAY));
        expect(strength).toEqual(worded && { score: worded.score, months: worded.facts!.months, tag: worded.tag });
      }),
      { numRuns: 2000 },
    );
  });

  it("the school reason without its words agrees with the worded one, and never passes the bound of either side", () => {
    const year = fc.option(fc.integer({ min: 1990, max: 2010 }));
    const school = fc.record({ schoolKey: fc.constantFrom("mit", "ucla", ""), fromYear: year, toYear: year }).map((f): EducationFact => ({ ...f, school: f.schoolKey.toUpperCase() }));
    const schools = fc.array(school, { maxLength: 3 });
    fc.assert(
      fc.property(schools, schools, (a, b) => {
        const worded = alumniReason(a, b);
        const strength = alumniStrength(a, b);
        expect(strength).toEqual(worded && { score: worded.score, months: worded.facts!.months });
        // The bound a company map's scan uses for b: whoever a is, their reason is at most it.
        const bound = alumniBound(b);
        if (strength) {
          expect(bound).not.toBeNull();
          expect(strength.score).toBeLessThanOrEqual(bound!.score);
          expect(strength.months).toBeLessThanOrEqual(bound!.months);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("current colleagues: both current at the same company key", () => {
    const r = colleagueReason([exp({ fromDate: "2019-03-01", isCurrent: true })], [exp({ fromDate: "2022-01-01", isCurrent: true })], TODAY);
    expect(r).toMatchObject({ tag: "Current colleague", score: 8, evidence: "work together at Acme since 2022, 53 months" });
  });

  it("former colleagues get stronger with a longer overlap", () => {
    const a = [exp({ fromDate: "2015-01-01", toDate: "2018-03-01" })];
    expect(colleagueReason(a, [exp({ fromDate: "2014-06-01", toDate: "2019-01-01" })], TODAY)).toMatchObject({
      tag: "Former colleague (3+ years)",
      score: 7,
      evidence: "worked together at Acme, 2015–2018, 38 months",
    });
    expect(colleagueReason(a, [exp({ fromDate: "2017-01-01", toDate: "2019-01-01" })], TODAY)?.tag).toBe("Former colleague");
    expect(colleagueReason(a, [exp({ fromDate: "2017-09-01", toDate: "2019-01-01" })], TODAY)?.tag).toBe("Former colleague (< 1 year)");
  });

  it("needs overlapping dates at the same company", () => {
    expect(colleagueReason([exp({ fromDate: "2010-01-01", toDate: "2012-01-01" })], [exp({ fromDate: "2013-01-01", isCurrent: true })], TODAY)).toBeNull();
    expect(colleagueReason([exp({ isCurrent: true })], [exp({ companyKey: "globex", isCurrent: true })], TODAY)).toBeNull();
  });

  it("counts the lead's company as a current experience with an unknown start", () => {
    const lead = [exp({ isCurrent: true })];
    expect(colleagueReason([exp({ fromDate: "2020-01-01", isCurrent: true })], lead, TODAY)?.evidence).toBe("both work at Acme now");
    expect(colleagueReason([exp({ fromDate: "2020-01-01", toDate: "2024-01-01" })], lead, TODAY)).toBeNull();
  });

  it("is symmetric", () => {
    const a = [exp({ fromDate: "2015-01-01", toDate: "2018-03-01", company: "ACME Inc" })];
    const b = [exp({ fromDate: "2016-01-01", toDate: "2020-03-01" })];
    expect(colleagueReason(a, b, TODAY)).toEqual(colleagueReason(b, a, TODAY));
  });
});

describe("alumni edges", () => {
  it("classmates with overlapping years, alumni when only a boundary year is shared, nothing otherwise", () => {
    const mit = (fromYear: number, toYear: number) => [{ schoolKey: "mit", school: "MIT", fromYear, toYear }];
    expect(alumniReason(mit(2008, 2012), mit(2010, 2014))).toMatchObject({ tag: "Classmate", evidence: "studied at MIT together, 2010–2012" });
    expect(alumniReason(mit(2008, 2012), mit(2012, 2016))).toMatchObject({ tag: "Alumni", evidence: "studied at MIT together, 2012" });
    expect(alumniReason(mit(2000, 2004), mit(2010, 2014))).toBeNull();
  });
});

describe("owned edges and evidence", () => {
  it("a LinkedIn connection says when", () => {
    expect(ownedEdgeReasons({ sources: ["linkedin"], connectedOn: "2023-07-04", emailCount: 0, meetingCount: 0, lastInteractionAt: null }, true, "Me", TODAY)).toEqual([
      { tag: "LinkedIn connection", colour: "#0A66C2", score: 3, evidence: "connected on LinkedIn 04 Jul 2023", kind: "linkedin", facts: { owner: "Me", viewerOwns: true, connectedOn: "2023-07-04" } },
    ]);
  });

  it("e-mail and meeting counts show to their owner only (DESIGN §5)", () => {
    const edge = { sources: ["gmail"], connectedOn: null, emailCount: 12, meetingCount: 3, lastInteractionAt: "2026-03-10" };
    expect(ownedEdgeReasons(edge, true, "Me", TODAY).map((r) => r.evidence)).toEqual(["12 e-mails, last in March 2026", "3 meetings, last in March 2026"]);
    const shared = ownedEdgeReasons(edge, false, "Sam", TODAY);
    expect(shared.map((r) => r.evidence)).toEqual(["e-mail contact of Sam", "calendar contact of Sam"]);
    expect(JSON.stringify(shared)).not.toMatch(/12|3 meetings|2026-03/);
  });

  it("co-occurrences read as meetings and threads together, to their owner only", () => {
    const row = { emailThreads: 4, meetings: 3, lastAt: "2026-05-02" };
    expect(coOccurrenceReasons(row, true, "Sam", TODAY)).toMatchObject([
      { tag: "Occasional email contact", evidence: "4 e-mail threads together, last in May 2026" },
      { tag: "Calendar contact", evidence: "3 meetings together, last in May 2026" },
    ]);
    // A teammate's mailbox counts are private (DESIGN §5): worded as an owned edge's are.
    const shared = coOccurrenceReasons(row, false, "Sam", TODAY).map((r) => r.evidence);
    expect(shared).toEqual(["e-mail contact of Sam", "calendar contact of Sam"]);
  });

  it("interaction tiers age: the year before the sync counts, older contact drops a tier, two past 24 months (issue 28)", () => {
    const mails = (emailCount: number, last: string | null) => ownedEdgeReasons({ sources: ["gmail"], connectedOn: null, emailCount, meetingCount: 0, lastInteractionAt: last }, true, "Me", TODAY)[0]!;
    expect(mails(40, "2026-03-10")).toMatchObject({ tag: "Frequent email contact", score: 8, evidence: "40 e-mails, last in March 2026" });
    expect(mails(40, "2025-03-10").tag).toBe("Email contact"); // 15 months: one tier down
    expect(mails(40, "2019-05-01")).toMatchObject({ tag: "Occasional email contact", evidence: "40 e-mails, last in May 2019" });
    expect(mails(2, "2019-05-01").tag).toBe("Occasional email contact"); // never below the lowest tier
    expect(mails(40, null).tag).toBe("Frequent email contact"); // no date: the count alone
    const meets = (meetingCount: number, last: string) => ownedEdgeReasons({ sources: ["calendar"], connectedOn: null, emailCount: 0, meetingCount, lastInteractionAt: last }, true, "Me", TODAY)[0]!.tag;
    expect([meets(6, "2026-01-01"), meets(6, "2024-12-01"), meets(6, "2020-01-01")]).toEqual(["Frequent meetings", "Calendar contact", "Calendar contact"]);
    // A teammate's tiers age the same way, without showing the count or the date.
    const teammates = ownedEdgeReasons({ sources: ["gmail"], connectedOn: null, emailCount: 40, meetingCount: 0, lastInteractionAt: "2019-05-01" }, false, "Dana", TODAY)[0]!;
    expect(teammates).toMatchObject({ tag: "Occasional email contact", evidence: "e-mail contact of Dana" });
    expect(teammates.facts).toEqual({ owner: "Dana", viewerOwns: false });
    // Co-occurrences too.
    expect(coOccurrenceReasons({ emailThreads: 0, meetings: 6, lastAt: "2023-01-01" }, true, "Me", TODAY)[0]!.tag).toBe("Calendar contact");
  });

  it("an owned edge's score without words is its worded reasons' highest tag, on random connections", () => {
    const day = fc.integer({ min: 0, max: 20 * 365 }).map((d) => new Date(Date.UTC(2007, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
    const edge = fc.record({
      sources: fc.subarray(["linkedin", "gmail", "calendar"]),
      connectedOn: fc.option(day),
      emailCount: fc.integer({ min: 0, max: 60 }),
      meetingCount: fc.integer({ min: 0, max: 12 }),
      lastInteractionAt: fc.option(day),
    });
    fc.assert(
      fc.property(edge, fc.boolean(), (e, own) => {
        const worded = ownedEdgeReasons(e, own, "Dana", TODAY);
        expect(ownedEdgeScore(e, TODAY)).toBe(Math.max(0, ...worded.map((r) => r.score)));
        // And what the order and the filters read of it: the keys of its merged, worded reasons.
        expect(ownedEdgeKeys(e, own, TODAY)).toEqual(segmentKeys(mergeReasons(worded)));
      }),
    );
  });

  it("merging keeps one entry per label, best score first", () => {
    const merged = mergeReasons([
      { tag: "LinkedIn connection", colour: "#0A66C2", score: 3, evidence: "x", kind: "linkedin" },
      { tag: "Sales Team", colour: "#6366F1", score: 10, evidence: "tagged by Me", kind: "manual" },
      { tag: "LinkedIn connection", colour: "#0A66C2", score: 3, evidence: "a", kind: "linkedin" },
    ]);
    expect(merged.map((r) => [r.tag, r.evidence])).toEqual([
      ["Sales Team", "tagged by Me"],
      ["LinkedIn connection", "a"],
    ]);
  });
});
