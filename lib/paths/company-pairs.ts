// What ties two of a company's people without another edge, in numbers (issue 29, decision 019):
// the score and overlap of their merged colleague (at the company) and school reasons — what
// `colleagueStrength` and `alumniStrength` answer, merged as ways-in.ts merges them — read from flat
// arrays made once per map. A company map's scan compares each target with hundreds of its
// colleagues; this compares them without an object or a string per pair.
import { yearSpan } from "@/lib/tags/overlap";
import { alumniTag, colleagueTag } from "@/lib/tags/system-tags";
import type { ColleagueSpan, EducationFact } from "./rules";

export type CompanyPairs = {
  /**
   * The merged reasons' score and overlap in months between the people numbered `i` and `t` (their
   * places in the list the pairs were made of), into `out`, counting their time at the company and
   * their schools only; false when nothing ties them.
   */
  pair: (i: number, t: number, out: { score: number; months: number }) => boolean;
  /**
   * The most each (by number) can have with anyone: whether they work at the company now, their
   * longest time there (months), the first and last month they were there, their most years at one
   * school (-1: none).
   */
  current: Uint8Array;
  longest: Int32Array;
  first: Int32Array;
  last: Int32Array;
  schoolYears: Int32Array;
};

/** The pairs of `people`, from their spans (any companies: only the company's are kept) and schools. */
export function companyPairs(people: string[], companyKey: string, spansOf: (personId: string) => ColleagueSpan[], edusOf: (personId: string) => EducationFact[]): CompanyPairs {
  const spanFrom = new Int32Array(people.length + 1);
  const schoolFrom = new Int32Array(people.length + 1);
  const starts: number[] = [];
  const ends: number[] = [];
  const current: number[] = [];
  const schools: number[] = [];
  const firstYears: number[] = [];
  const lastYears: number[] = [];
  const schoolNumber = new Map<string, number>();
  const nowHere = new Uint8Array(people.length);
  const longest = new Int32Array(people.length);
  // Someone with no span there: a first month after anyone's last and a last before anyone's first.
  const first = new Int32Array(people.length).fill(2 ** 30);
  const last = new Int32Array(people.length).fill(-(2 ** 30));
  const schoolYears = new Int32Array(people.length).fill(-1);
  people.forEach((p, i) => {
    spanFrom[i] = starts.length;
    for (const sp of spansOf(p)) {
      if (sp.companyKey !== companyKey) continue;
      starts.push(sp.start);
      ends.push(sp.end);
      current.push(sp.current ? 1 : 0);
      if (sp.current) nowHere[i] = 1;
      longest[i] = Math.max(longest[i]!, sp.end - sp.start);
      first[i] = Math.min(first[i]!, sp.start);
      last[i] = Math.max(last[i]!, sp.end);
    }
    schoolFrom[i] = schools.length;
    const edus = edusOf(p);
    for (let x = 0; x < edus.length; x++) {
      const e = edus[x]!;
      const years = e.schoolKey ? yearSpan(e) : null;
      if (!years) continue;
      let s = schoolNumber.get(e.schoolKey);
      if (s === undefined) schoolNumber.set(e.schoolKey, (s = schoolNumber.size));
      schools.push(s);
      firstYears.push(years[0]);
      lastYears.push(years[1]);
      schoolYears[i] = Math.max(schoolYears[i]!, years[1] - years[0]);
    }
  });
  spanFrom[people.length] = starts.length;
  schoolFrom[people.length] = schools.length;
  const S = new Int32Array(starts);
  const E = new Int32Array(ends);
  const C = new Uint8Array(current);
  const K = new Int32Array(schools);
  const F = new Int32Array(firstYears);
  const L = new Int32Array(lastYears);

  return {
    current: nowHere,
    longest,
    first,
    last,
    schoolYears,
    pair: (i, t, out) => {
      // Colleagues at the company: the best tag, then the longest overlap (colleagueStrength's choice).
      let cScore = 0;
      let cMonths = 0;
      for (let a = spanFrom[i]!; a < spanFrom[i + 1]!; a++) {
        for (let b = spanFrom[t]!; b < spanFrom[t + 1]!; b++) {
          const start = Math.max(S[a]!, S[b]!);
          const end = Math.min(E[a]!, E[b]!);
          if (start > end) continue;
          const months = end - start;
          const tag = colleagueTag(months, C[a] === 1 && C[b] === 1);
          if (!tag) continue;
          if (tag.tag_score > cScore || (tag.tag_score === cScore && months > cMonths)) [cScore, cMonths] = [tag.tag_score, months];
        }
      }
      // Schoolmates: the best tag, then the most years (alumniStrength's choice).
      let aScore = 0;
      let aYears = -1;
      for (let a = schoolFrom[i]!; a < schoolFrom[i + 1]!; a++) {
        for (let b = schoolFrom[t]!; b < schoolFrom[t + 1]!; b++) {
          if (K[a] !== K[b]) continue;
          const start = Math.max(F[a]!, F[b]!);
          const end = Math.min(L[a]!, L[b]!);
          if (start > end) continue;
          const score = alumniTag(end - start).tag_score;
          if (score > aScore || (score === aScore && end - start > aYears)) [aScore, aYears] = [score, end - start];
        }
      }
      if (!cScore && !aScore) return false;
      // Both: the better score, the longer overlap (mergeReasons').
      out.score = Math.max(cScore, aScore);
      out.months = Math.max(cMonths, aYears * 12);
      return true;
    },
  };
}
