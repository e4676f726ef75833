import { describe, expect, it } from "vitest";
import { bestWayIn, firstIntroducerId, pathCountsTail, pathCountsText } from "@/lib/pipeline/best-way-in";
import type { LeadRow, RelationMetricsTarget } from "@/lib/pipeline/types";

const best = { path_id: "me>zara>sara", introducers: [{ name: "Zara Ng", role: "CTO", company: "Contoso" }], strength: "Good" as const, score: 80, reason: "You met Zara 3 times" };

function lead(m: Partial<RelationMetricsTarget> | null): Partial<LeadRow> {
  const metrics: RelationMetricsTarget = {
    type: "target",
    is_latest: true,
    source_link: null,
    total_path: 48,
    best_path: null,
    strength_counts: { good: 12, average: 30, weak: 6 },
    start_tags: [],
    middle_tags: [],
    end_tags: [],
    direct_count: 0,
    direct_start_tags: [],
    direct_end_tags: [],
    ...m,
  };
  return { linkedin_user: { profile: null, entity_urn: null, relation_metrics_target: m ? [metrics] : [] } };
}

describe("the pipeline's 'Best way in'", () => {
  it("says the paths and the strongest band that has any", () => {
    expect(pathCountsText(48, { good: 12, average: 30, weak: 6 })).toBe("48 paths · 12 Good");
    expect(pathCountsText(3, { good: 0, average: 2, weak: 1 })).toBe("3 paths · 2 Average");
    expect(pathCountsText(1, { good: 0, average: 0, weak: 1 })).toBe("1 path · 1 Weak");
    expect(pathCountsText(0, { good: 0, average: 0, weak: 0 })).toBe("0 paths");
    expect(pathCountsTail(48, { good: 12, average: 30, weak: 6 })).toBe(" paths · 12 Good");
  });

  it("leads with the first introducer of the best path, read from the path's ids", () => {
    expect(firstIntroducerId("me>zara>sara")).toBe("zara");
    expect(firstIntroducerId("me")).toBeNull();
    expect(bestWayIn(lead({ best_path: best }))).toEqual({ kind: "path", best, introducerId: "zara" });
  });

  it("knowing the lead oneself beats any introducer; a teammate's direct connect only when there is no path", () => {
    expect(bestWayIn(lead({ best_path: best, direct_count: 1, direct_start_tags: ["Me"] }))).toEqual({ kind: "direct-me" });
    expect(bestWayIn(lead({ best_path: best, direct_count: 1, direct_start_tags: ["Team member"] })).kind).toBe("path");
    expect(bestWayIn(lead({ direct_count: 1, direct_start_tags: ["Team member"] }))).toEqual({ kind: "direct-team" });
    expect(bestWayIn(lead({}))).toEqual({ kind: "none" });
    expect(bestWayIn(lead(null))).toEqual({ kind: "none" });
  });
});
