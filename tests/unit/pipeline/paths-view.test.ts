import { describe, expect, it } from "vitest";
import { askForPath } from "@/components/pipeline/detail/detail-view";
import { PATHS_VIEW_MAX, pathsViewSchema, shapedSource, viewPaths } from "@/lib/pipeline/paths-view";
import { openLeadSchema } from "@/lib/pipeline/schema";
import type { PathNode, PathSegment, WarmPath } from "@/lib/paths/types";

// One view of a lead's ordered paths, as POST v2/view-relationship-graph answers it: the server
// pages, filters and finds the next-best path, so the answer carries one page of a large lead.

const node = (id: string, company = ""): PathNode => ({ id, type: "introducer", data: { name: id, alt_name: id, role: "", company, emoji: "", linkedin_url: null, profile: null, entity_urn: null } });
const seg = (label: string): PathSegment => ({ tag: [[label, "#000"]], details: [], highest_tag: 5, connected_on_linkedin: false, emailContact: false, calendarContact: false, from: "", to: "" });

function path(i: number, opts: { introducer?: string; company?: string; end?: string; marked?: boolean; open?: number; strength?: WarmPath["strength"] } = {}): WarmPath {
  const introducer = opts.introducer ?? `i${i}`;
  const id = `o>${introducer}-${i}>t`;
  return {
    path_id: id,
    option: i + 1,
    origin: { ...node("o"), type: "origin", origin_type: "me" },
    path: [node(introducer, opts.company ?? "Acme")],
    target: { ...node("t"), type: "target" },
    tag: [seg("LinkedIn connection"), seg(opts.end ?? "Current colleague")],
    highest: 20,
    score: 60,
    strength: opts.strength ?? "Average",
    reason: "",
    bookmark: opts.marked ? [{ path_id: id, lead_id: "l1", bookmark: true }] : [],
    introducer_load: { open_requests: opts.open ?? 0, declined_recently: false },
  };
}

const view = (v: Parameters<typeof pathsViewSchema.parse>[0] = {}) => pathsViewSchema.parse(v);
const ids = (paths: WarmPath[]) => paths.map((p) => p.path_id);

describe("a view of a lead's paths", () => {
  const all = Array.from({ length: 19 }, (_, i) => path(i, { company: i % 2 ? "Globex" : "Acme", marked: i === 4 || i === 17, end: i < 3 ? "Former colleague" : undefined }));

  it("answers one page of the order, with the counts of the whole view", () => {
    const r = viewPaths(shapedSource(all), view({ skip: 8, limit: 8 }));
    expect(ids(r.paths)).toEqual(ids(all.slice(8, 16)));
    expect(r.page).toMatchObject({ count: 19, skip: 8, limit: 8, fell_back: false, bookmarked_count: 2, base_count: 19 });
    expect(r.page.options.introducerCompany).toEqual(["Acme", "Globex"]);
    expect(r.page.options.endTags).toEqual(["Current colleague", "Former colleague"]);
  });

  it("answers the last page when asked past the end (a bookmark removed, a filter narrowed)", () => {
    const r = viewPaths(shapedSource(all), view({ skip: 40, limit: 8 }));
    expect(r.page.skip).toBe(16);
    expect(ids(r.paths)).toEqual(ids(all.slice(16)));
    expect(viewPaths(shapedSource([]), view({ skip: 8, limit: 8 })).page).toMatchObject({ count: 0, skip: 0, base_count: 0 });
  });

  it("filters on the server: values OR within a filter, AND across; every path again when none matches", () => {
    const r = viewPaths(shapedSource(all), view({ limit: 8, filters: { introducerCompany: ["Globex"], endTags: ["Former colleague"] } }));
    expect(ids(r.paths)).toEqual(ids([all[1]!]));
    expect(r.page).toMatchObject({ count: 1, fell_back: false, base_count: 19 });
    // The filters' values stay those of the whole view, so another value can be picked.
    expect(r.page.options.introducerCompany).toEqual(["Acme", "Globex"]);
    const none = viewPaths(shapedSource(all), view({ limit: 8, filters: { introducerCompany: ["Initech"] } }));
    expect(none.page).toMatchObject({ count: 19, fell_back: true });
    expect(ids(none.paths)).toEqual(ids(all.slice(0, 8)));
  });

  it("the bookmarked view holds the bookmarked paths only, in the lead's order", () => {
    const r = viewPaths(shapedSource(all), view({ limit: 8, bookmarked: true }));
    expect(ids(r.paths)).toEqual(ids([all[4]!, all[17]!]));
    expect(r.page).toMatchObject({ count: 2, base_count: 2, bookmarked_count: 2 });
  });

  it("one path by id, or nothing when it is gone", () => {
    expect(ids(viewPaths(shapedSource(all), view({ path_id: all[12]!.path_id, limit: 1 })).paths)).toEqual([all[12]!.path_id]);
    expect(viewPaths(shapedSource(all), view({ path_id: "o>gone>t", limit: 1 })).paths).toEqual([]);
  });

  it("a crowded introducer's path on the page carries the next-best path, found beyond the page", () => {
    const crowded = [path(0, { introducer: "zara", open: 3 }), ...Array.from({ length: 10 }, (_, i) => path(i + 1, { introducer: "zara", open: 3 })), path(11, { introducer: "yan" })];
    const r = viewPaths(shapedSource(crowded), view({ limit: 8 }));
    expect(r.paths[0]!.next_best?.path_id).toBe(crowded[11]!.path_id);
    // The ask dialog drafts its suggestion from it, with no other page at hand.
    expect(askForPath("l1", r.paths[0]!).suggestion?.introducer.id).toBe("yan");
    // A path through someone not crowded carries none.
    expect(viewPaths(shapedSource(crowded), view({ path_id: crowded[11]!.path_id })).paths[0]!.next_best).toBeUndefined();
  });

  it("the call's body: every view field optional, bounded, the lead by any of its names", () => {
    const body = openLeadSchema.parse({ targetLink: "7c1f2a56-1a3e-4a5b-9c1d-2e3f4a5b6c7d", relation_type: "target" });
    expect(body).toEqual({ leadId: "7c1f2a56-1a3e-4a5b-9c1d-2e3f4a5b6c7d", view: view() });
    expect(body.view.limit).toBe(PATHS_VIEW_MAX);
    const paged = openLeadSchema.parse({ lead_id: "7c1f2a56-1a3e-4a5b-9c1d-2e3f4a5b6c7d", skip: 16, limit: 8, bookmarked: true, filters: { endTags: ["Classmate"] } });
    expect(paged.view).toMatchObject({ skip: 16, limit: 8, bookmarked: true });
    expect(paged.view.filters.endTags).toEqual(["Classmate"]);
    expect(paged.view.filters.originType).toEqual([]);
    expect(openLeadSchema.safeParse({ lead_id: "7c1f2a56-1a3e-4a5b-9c1d-2e3f4a5b6c7d", limit: PATHS_VIEW_MAX + 1 }).success).toBe(false);
    expect(openLeadSchema.safeParse({ lead_id: "7c1f2a56-1a3e-4a5b-9c1d-2e3f4a5b6c7d", filters: { endTags: Array(201).fill("x") } }).success).toBe(false);
    expect(openLeadSchema.safeParse({ lead_id: "nope" }).success).toBe(false);
  });
});
