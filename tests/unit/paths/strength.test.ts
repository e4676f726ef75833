import { describe, expect, it } from "vitest";
import { comparePaths, decidingKey, EVIDENCE_KEYS, highestFor, rawScore, strengthOf, type Orderable } from "@/lib/paths/strength";
import { SYSTEM_TAGS } from "@/lib/tags/system-tags";

describe("strength (DESIGN §6.5)", () => {
  it("is 100 × Σ highest_tag / (10 × segments)", () => {
    expect(highestFor(2)).toBe(20);
    expect(highestFor(3)).toBe(30);
    expect(rawScore([10, 8])).toBe(90);
    expect(rawScore([3, 3, 3])).toBe(30);
    expect(rawScore([10, 5])).toBe(75);
  });

  it("labels Good above 75, Average above 50, Weak otherwise (boundaries exclusive)", () => {
    expect(strengthOf(75.01)).toBe("Good");
    expect(strengthOf(75)).toBe("Average");
    expect(strengthOf(50.01)).toBe("Average");
    expect(strengthOf(50)).toBe("Weak");
    expect(strengthOf(0)).toBe("Weak");
  });

  it("makes a path of only LinkedIn connections Weak, at any length", () => {
    const li = SYSTEM_TAGS.linkedinConnection.tag_score;
    expect(strengthOf(rawScore([li, li]))).toBe("Weak");
    expect(strengthOf(rawScore([li, li, li]))).toBe("Weak");
  });
});

describe("order (DESIGN §6.6)", () => {
  const p = (o: Partial<Orderable>): Orderable => ({
    highestTags: [5, 5],
    freshest: null,
    overlapMonths: 0,
    oldestConnection: null,
    otherOverlapMonths: 0,
    originType: "team",
    originName: "Zed",
    introducerNames: ["Kim"],
    pathId: "x",
    ...o,
  });
  const sort = (list: Orderable[]) => [...list].sort(comparePaths).map((x) => x.pathId);

  it("puts the higher score first, exactly (no rounding ties)", () => {
    // 2/3 of 100 vs 66: 66.67 beats 66 even though both round near each other.
    expect(sort([p({ pathId: "b", highestTags: [6, 7] }), p({ pathId: "a", highestTags: [7, 7, 6] })])).toEqual(["a", "b"]);
    expect(sort([p({ pathId: "low", highestTags: [3, 3] }), p({ pathId: "high", highestTags: [10, 8] })])).toEqual(["high", "low"]);
  });

  it("then fewer segments, then origin Me, then introducer name", () => {
    const list = [
      p({ pathId: "four", highestTags: [6, 6, 6] }),
      p({ pathId: "team-amy", introducerNames: ["amy"] }),
      p({ pathId: "me-zoe", originType: "me", introducerNames: ["Zoe"] }),
      p({ pathId: "team-bob", introducerNames: ["Bob"] }),
    ];
    expect(sort(list.map((x) => ({ ...x, highestTags: x.pathId === "four" ? [6, 6, 6] : [6, 6] })))).toEqual(["me-zoe", "team-amy", "team-bob", "four"]);
  });

  it("among equal scores, evidence decides before names: fresher own interaction, stronger weakest link, longer overlap, older connection (issue 28)", () => {
    const even = { highestTags: [6, 6], originType: "me" as const };
    expect(sort([p({ ...even, pathId: "old", freshest: "2025-01-01", introducerNames: ["Amy"] }), p({ ...even, pathId: "fresh", freshest: "2026-05-01", introducerNames: ["Zoe"] }), p({ ...even, pathId: "none", introducerNames: ["Aaron"] })])).toEqual(["fresh", "old", "none"]);
    // 3 + 9 and 6 + 6 are the same score; the chain with the stronger coldest link goes first.
    expect(sort([p({ pathId: "cold-link", highestTags: [3, 9], introducerNames: ["Amy"] }), p({ pathId: "even", highestTags: [6, 6], introducerNames: ["Zoe"] })])).toEqual(["even", "cold-link"]);
    expect(sort([p({ pathId: "short", overlapMonths: 6, introducerNames: ["Amy"] }), p({ pathId: "long", overlapMonths: 40, introducerNames: ["Zoe"] })])).toEqual(["long", "short"]);
    expect(sort([p({ pathId: "new", oldestConnection: "2024-01-01", introducerNames: ["Amy"] }), p({ pathId: "old", oldestConnection: "2012-05-01", introducerNames: ["Zoe"] }), p({ pathId: "none", introducerNames: ["Aaron"] })])).toEqual(["old", "new", "none"]);
    // Each decision is attributed to its key; equal evidence leaves only the names.
    expect(decidingKey(p({ freshest: "2026-01-01" }), p({}))).toBe(EVIDENCE_KEYS.indexOf("freshest interaction"));
    expect(decidingKey(p({ introducerNames: ["Amy"] }), p({ introducerNames: ["Zoe"] }))).toBe(-1);
  });

  it("is total: equal keys fall back to origin name and path id, in any input order", () => {
    const a = p({ pathId: "1", originName: "Ann" });
    const b = p({ pathId: "2", originName: "Bea" });
    const c = p({ pathId: "3", originName: "Bea" });
    expect(sort([c, b, a])).toEqual(["1", "2", "3"]);
    expect(sort([b, a, c])).toEqual(["1", "2", "3"]);
  });
});
