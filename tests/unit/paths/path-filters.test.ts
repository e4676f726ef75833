import { describe, expect, it } from "vitest";
import { EMPTY_PATH_FILTERS, applyPathFilters, displayName, filterOptions, optionsOf } from "@/lib/paths/path-filters";
import type { OriginType, PathNode, PathSegment, WarmPath } from "@/lib/paths/types";

function node(id: string, name: string, type: PathNode["type"], extra: Partial<PathNode["data"]> = {}, origin_type?: OriginType): PathNode {
  return { id, type, origin_type, data: { name, alt_name: "", role: "", company: "", emoji: "", linkedin_url: null, profile: null, entity_urn: null, ...extra } };
}
function seg(from: string, to: string, ...labels: string[]): PathSegment {
  return { tag: labels.map((l) => [l, "#000"]), details: [], highest_tag: 5, connected_on_linkedin: false, emailContact: false, calendarContact: false, from, to };
}
function path(id: string, origin: PathNode, intro: PathNode[], startTag: string, endTag: string): WarmPath {
  const target = node("t", "Tara", "target");
  const chain = [origin, ...intro, target];
  const tag = chain.slice(1).map((n, i) => seg(chain[i]!.id, n.id, i === 0 ? startTag : i === chain.length - 2 ? endTag : "Middle"));
  return { path_id: id, option: 1, origin, path: intro, target, tag, highest: tag.length * 10, score: 50, strength: "Weak", reason: "", bookmark: [] };
}

const me = node("me", "Member", "origin", { alt_name: "Me" }, "me");
const bob = node("bob", "Bob Team", "origin", { company: "Scuba" }, "team");
const ivy = node("ivy", "Ivy", "introducer", { company: "Acme", role: "Engineer" });
const leo = node("leo", "Leo", "introducer", { company: "Globex", role: "CTO" });
const paths = [
  path("p1", me, [ivy], "LinkedIn connection", "Current colleague"),
  path("p2", bob, [leo], "Sales Team", "Former colleague"),
  path("p3", bob, [ivy, leo], "Sales Team", "Former colleague"),
];

describe("path filters", () => {
  it("shows the member as 'Me' and lists 'Me' first", () => {
    expect(displayName(me)).toBe("Me");
    expect(filterOptions(paths).originName).toEqual(["Me", "Bob Team"]);
    expect(filterOptions(paths).originType).toEqual(["Me", "Team member"]);
  });

  it("ORs values within a filter and ANDs across filters", () => {
    const f = { ...EMPTY_PATH_FILTERS, originType: ["Team member"], introducerName: ["Ivy", "Leo"] };
    expect(applyPathFilters(paths, f).paths.map((p) => p.path_id)).toEqual(["p2", "p3"]);
    const g = { ...f, introducerCompany: ["Acme"] };
    expect(applyPathFilters(paths, g).paths.map((p) => p.path_id)).toEqual(["p3"]);
    const h = { ...EMPTY_PATH_FILTERS, startTags: ["LinkedIn connection"] };
    expect(applyPathFilters(paths, h).paths.map((p) => p.path_id)).toEqual(["p1"]);
  });

  it("lists a path's labels as start and end tags when its first and last segments share one list of labels", () => {
    // The engine shares one label list between edges of the same tags (lib/paths/rules.ts).
    const shared = ["LinkedIn connection"] as const;
    const options = optionsOf(1, () => ({ origin: me, introducers: [ivy], firstTags: shared, lastTags: shared }));
    expect(options.startTags).toEqual(["LinkedIn connection"]);
    expect(options.endTags).toEqual(["LinkedIn connection"]);
  });

  it("falls back to all paths when nothing matches", () => {
    const r = applyPathFilters(paths, { ...EMPTY_PATH_FILTERS, originType: ["Me"], endTags: ["Former colleague"] });
    expect(r.fellBack).toBe(true);
    expect(r.paths).toHaveLength(3);
  });
});
