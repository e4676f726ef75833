import { describe, expect, it } from "vitest";
import { OTHER_LEVEL, SENIORITY_TABLE, seniorityOf } from "@/lib/companies/seniority";

// The seniority table (issue 29, decision 019): title words → a level, the most senior one found.
describe("seniorityOf", () => {
  it.each([
    ["Chief Executive Officer", "C-level"],
    ["CEO & Co-Founder", "C-level"],
    ["Co-founder", "C-level"],
    ["President", "C-level"],
    ["Senior Vice President, Sales", "VP"],
    ["VP Engineering", "VP"],
    ["Vice-President of Marketing", "VP"],
    ["Director of Sales", "Director"],
    ["Head of Operations", "Head"],
    ["Engineering Manager", "Manager"],
    ["Team Lead", "Manager"],
    ["Senior Software Engineer", "Senior"],
    ["Principal Designer", "Senior"],
    ["Software Engineer", "Other"],
    ["", "Other"],
  ])("reads %j as %s", (title, level) => {
    expect(seniorityOf(title).level).toBe(level);
  });

  it("takes the most senior level a title names, and whole words only", () => {
    expect(seniorityOf("Head of Sales Operations Manager").level).toBe("Head");
    expect(seniorityOf("Director, Chief of Staff").level).toBe("C-level");
    // 'Vice President' is no 'President'; 'Directory' and 'Overhead' are no titles.
    expect(seniorityOf("Vice President").level).toBe("VP");
    expect(seniorityOf("Directory Services Specialist").level).toBe("Other");
    expect(seniorityOf("Overhead Analyst").level).toBe("Other");
    expect(seniorityOf(null)).toEqual(OTHER_LEVEL);
  });

  it("ranks the levels in the table's order, Other last", () => {
    const ranks = SENIORITY_TABLE.map((l) => l.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(OTHER_LEVEL.rank).toBeGreaterThan(Math.max(...ranks));
  });
});
