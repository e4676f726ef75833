import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOLEAN_FIELDS, DATE_FIELDS, STRING_FIELDS, listLeadsSchema } from "@/lib/leads/list-leads";
import { sortToQuery } from "@/lib/leads/pipeline-params";
import { canSubmitLead } from "@/lib/leads/schema";
import { LINKEDIN_URL_MESSAGE, ownProfileSchema as profileUrlSchema } from "@/lib/people/schema";

const ALLOWED = new Set<string>([...STRING_FIELDS, ...BOOLEAN_FIELDS, ...DATE_FIELDS, "id", "user_id", "lead_pipeline_list", "relation_metrics", "AND", "OR"]);

describe("list-leads allow-list", () => {
  it("refuses any where field outside the allow-list, however it is spelled", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((k) => !ALLOWED.has(k) && k !== "__proto__"),
        fc.jsonValue(),
        (field, value) => {
          expect(listLeadsSchema.safeParse({ where: { [field]: value } }).success).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses unknown operators on allowed fields, also nested in OR/AND", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STRING_FIELDS),
        fc.string({ minLength: 1, maxLength: 12 }).filter((op) => !["contains", "equals", "in", "__proto__"].includes(op)),
        (field, op) => {
          expect(listLeadsSchema.safeParse({ where: { [field]: { [op]: "x" } } }).success).toBe(false);
          expect(listLeadsSchema.safeParse({ where: { OR: [{ AND: [{ [field]: { [op]: "x" } }] }] } }).success).toBe(false);
        },
      ),
    );
  });

  it("accepts the spec's operators and defaults limit to 10", () => {
    const parsed = listLeadsSchema.parse({
      where: {
        is_active: true,
        name: { contains: "a" },
        company: { in: ["x"] },
        has_visited: { equals: false },
        visited_at: { not: null },
        relation_metrics: { start_tags: { has_some: ["Me"] } },
      },
    });
    expect(parsed.limit).toBe(10);
    expect(parsed.skip).toBe(0);
  });

  it("maps the pipeline sorts of spec 001 §4", () => {
    expect(sortToQuery(undefined).order[0]).toEqual({ has_visited: "asc" });
    expect(sortToQuery("recent")).toMatchObject({ where: { visited_at: { not: null } }, order: [{ visited_at: "desc" }] });
    expect(sortToQuery("unseen")).toMatchObject({ where: { has_visited: false }, order: [{ created_at: "desc" }] });
    expect(sortToQuery("scuba").order[0]).toEqual({ scuba_sort_order: "asc" });
  });
});

describe("lead form rules (spec 001 §5)", () => {
  it("enables submit for a URL longer than 27 characters, or name > 5 with company and role ≥ 3", () => {
    expect(canSubmitLead({ linkedin_url: "https://linkedin.com/in/abc" })).toBe(false); // 27
    expect(canSubmitLead({ linkedin_url: "https://linkedin.com/in/abcd" })).toBe(true); // 28
    expect(canSubmitLead({ name: "Jane D", company: "Acm", role: "CEO" })).toBe(true);
    expect(canSubmitLead({ name: "Jane ", company: "Acme", role: "CEO" })).toBe(false);
    expect(canSubmitLead({ name: "Jane Doe", company: "Ac", role: "CEO" })).toBe(false);
  });

  it("validates the profile URL with the spec's message", () => {
    for (const ok of ["https://www.linkedin.com/in/jane-doe", "https://linkedin.com/in/jane123/"])
      expect(profileUrlSchema.safeParse({ linkedin_url: ok }).success).toBe(true);
    for (const bad of ["http://linkedin.com/in/jane", "https://linkedin.com/company/x", "https://linkedin.com/in/jane_doe", ""]) {
      const r = profileUrlSchema.safeParse({ linkedin_url: bad });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(LINKEDIN_URL_MESSAGE);
    }
    expect(LINKEDIN_URL_MESSAGE).toBe("Please enter a valid LinkedIn profile URL (e.g., https://www.linkedin.com/in/username)");
  });
});
