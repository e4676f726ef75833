import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyPairs } from "@/lib/paths/company-pairs";
import { alumniStrength, colleagueSpans, colleagueStrength, mergeReasons, colleagueReason, alumniReason, type EducationFact, type ExperienceFact } from "@/lib/paths/rules";
import { alumniTag, colleagueTag } from "@/lib/tags/system-tags";

const TODAY = "2026-06-15";
const day = fc.integer({ min: 0, max: 40 * 12 }).map((m) => `${1990 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}-01`);
const job = fc
  .record({ companyKey: fc.constantFrom("acme", "globex", ""), fromDate: fc.option(day), toDate: fc.option(day), isCurrent: fc.boolean() })
  .map((f): ExperienceFact => ({ ...f, company: f.companyKey, title: null }));
const year = fc.option(fc.integer({ min: 1990, max: 2010 }));
const school = fc.record({ schoolKey: fc.constantFrom("mit", "ucla", ""), fromYear: year, toYear: year }).map((f): EducationFact => ({ ...f, school: f.schoolKey.toUpperCase() }));
const person = fc.record({ jobs: fc.array(job, { maxLength: 3 }), schools: fc.array(school, { maxLength: 3 }) });

// The company map's scan (lib/paths/ways-in.ts) reads a pair of the company's people in numbers; it
// must answer what the worded reasons would — colleagues at the company, schoolmates, merged — and
// never pass the most either could have with anyone, which the scan's bounds are made of.
describe("companyPairs", () => {
  it("answers the merged colleague (at the company) and school reasons' score and overlap, within each side's own most", () => {
    fc.assert(
      fc.property(fc.array(person, { minLength: 2, maxLength: 5 }), (people) => {
        const ids = people.map((_, i) => `p${i}`);
        const spans = (id: string) => colleagueSpans(people[Number(id.slice(1))]!.jobs, TODAY);
        const edus = (id: string) => people[Number(id.slice(1))]!.schools;
        const pairs = companyPairs(ids, "acme", spans, edus);
        const out = { score: 0, months: 0 };
        for (let i = 0; i < ids.length; i++) {
          for (let t = 0; t < ids.length; t++) {
            const here = (jobs: ExperienceFact[]) => jobs.filter((j) => j.companyKey === "acme");
            const c = colleagueStrength(colleagueSpans(here(people[i]!.jobs), TODAY), colleagueSpans(here(people[t]!.jobs), TODAY));
            const a = alumniStrength(people[i]!.schools, people[t]!.schools);
            // Their time there overlaps within both's first and last months there.
            if (c) expect(c.months).toBeLessThanOrEqual(Math.min(pairs.last[i]!, pairs.last[t]!) - Math.max(pairs.first[i]!, pairs.first[t]!));
            const want = c && a ? { score: Math.max(c.score, a.score), months: Math.max(c.months, a.months) } : c ? { score: c.score, months: c.months } : a;
            expect(pairs.pair(i, t, out)).toBe(want !== null);
            if (want) expect(out).toEqual(want);
            // As the worded reasons merged say it.
            const worded = [colleagueReason(here(people[i]!.jobs), here(people[t]!.jobs), TODAY), alumniReason(people[i]!.schools, people[t]!.schools)].filter((r) => r !== null);
            if (worded.length) expect(Math.max(...mergeReasons(worded).map((r) => r.score))).toBe(want!.score);
            if (!want) continue;
            // Never more than what i could have with anyone: a colleague tag of their own time there, their own years at a school.
            const own = Math.max(pairs.current[i] ? colleagueTag(0, true)!.tag_score : (colleagueTag(pairs.longest[i]!, false)?.tag_score ?? 0), pairs.schoolYears[i]! >= 0 ? alumniTag(pairs.schoolYears[i]!).tag_score : 0);
            expect(want.score).toBeLessThanOrEqual(own);
            expect(want.months).toBeLessThanOrEqual(Math.max(pairs.longest[i]!, pairs.schoolYears[i]! * 12));
          }
        }
      }),
      { numRuns: 1500 },
    );
  });
});
