import { describe, expect, it } from "vitest";
import { askForDirect, askForPath, leadIdentity, pathsHeading } from "@/components/pipeline/detail/detail-view";
import { isBookmarked } from "@/lib/pipeline/paths-view";
import type { DirectConnect, LeadTarget, PathNode, PathSegment, WarmPath } from "@/lib/paths/types";

const node = (id: string): PathNode => ({ id, type: "person", data: { name: id } }) as unknown as PathNode;
const segment = (label: string): PathSegment => ({ tag: [[label, "#000"]], details: [], highest_tag: 5, connected_on_linkedin: true, emailContact: false }) as unknown as PathSegment;
const path = (bookmarked: boolean): WarmPath =>
  ({
    path_id: "o>i1>i2>t",
    origin: node("o"),
    path: [node("i1"), node("i2")],
    target: node("t"),
    tag: [segment("Me"), segment("Alumni"), segment("Former colleague")],
    bookmark: [{ path_id: "o>i1>i2>t", lead_id: "l1", bookmark: bookmarked }],
  }) as unknown as WarmPath;

describe("the pipeline detail page's words", () => {
  it("names the lead from its opened paths, else from its own row (out of credits)", () => {
    const target = { name: "Priya Raman", role: "VP Procurement", company: "Contoso", linkedin_url: "https://www.linkedin.com/in/priya/", profile: "p.jpg" } as LeadTarget;
    const row = { name: "Row Name", role: "Row Role", company: "Row Co", linkedin_url: "https://www.linkedin.com/in/row/", linkedin_user: { profile: "r.jpg", entity_urn: null, relation_metrics_target: [] } };
    expect(leadIdentity(target, row)).toEqual({ name: "Priya Raman", role: "VP Procurement", company: "Contoso", profileUrl: "https://www.linkedin.com/in/priya/", picture: "p.jpg", personId: null });
    expect(leadIdentity(undefined, row)).toEqual({ name: "Row Name", role: "Row Role", company: "Row Co", profileUrl: "https://www.linkedin.com/in/row/", picture: "r.jpg", personId: null });
    expect(leadIdentity(undefined, null)).toEqual({ name: "", role: "", company: "", profileUrl: null, picture: undefined, personId: null });
  });

  it("heads the table with the count once opened, else with the name while it opens", () => {
    expect(pathsHeading(0, "Priya Raman")).toBe("0 warm paths to reach Priya Raman");
    expect(pathsHeading(undefined, "Priya Raman")).toBe("Warm paths to reach Priya Raman");
    expect(pathsHeading(undefined, "")).toBe("Warm paths");
  });

  it("a path is bookmarked when one of its entries says so", () => {
    expect(isBookmarked(path(true))).toBe(true);
    expect(isBookmarked(path(false))).toBe(false);
  });

  it("asks for an intro through the path's first introducer (and its second), and on a direct connect through its origin", () => {
    const p = path(false);
    // A 2-introducer path: the ask names the second introducer, whom the first knows.
    expect(askForPath("l1", p)).toEqual({
      leadId: "l1",
      pathId: "o>i1>i2>t",
      origin: p.origin,
      introducer: p.path[0],
      second: p.path[1],
      target: p.target,
      toIntroducer: p.tag[0],
      toSecond: p.tag[1],
      toTarget: p.tag[2],
      suggestion: null,
    });
    const d: DirectConnect = { origin: node("o"), target: node("t"), segment: segment("Former colleague"), reason: "" };
    expect(askForDirect("l1", d)).toEqual({ leadId: "l1", pathId: "o>t", origin: d.origin, introducer: d.origin, target: d.target, toIntroducer: undefined, toTarget: d.segment, reason: "" });
  });

  it("an ask through a crowded introducer carries the next-best path through someone else of comparable strength", () => {
    const through = (introducer: string, strength: WarmPath["strength"], open: number, declined = false): WarmPath =>
      ({
        ...path(false),
        path_id: `o>${introducer}>t`,
        path: [node(introducer)],
        tag: [segment("Me"), segment("Former colleague")],
        strength,
        reason: `through ${introducer}`,
        introducer_load: { open_requests: open, declined_recently: declined },
      }) as WarmPath;
    const busy = through("zara", "Average", 3);
    const free = through("yan", "Average", 2);
    // The server found it among all the lead's paths (lib/pipeline/paths-view.ts): the ask carries it.
    const ask = askForPath("l1", { ...busy, next_best: free });
    expect(ask.load).toEqual({ open_requests: 3, declined_recently: false });
    expect(ask.suggestion?.introducer.id).toBe("yan");
    expect(ask.suggestion?.pathId).toBe("o>yan>t");
    expect(ask.suggestion?.reason).toBe("through yan");
    // None found (not crowded, or nobody fits): no suggestion.
    expect(askForPath("l1", free).suggestion).toBeNull();
  });
});
