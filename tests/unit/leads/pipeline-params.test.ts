import { describe, expect, it } from "vitest";
import { decodeLink } from "@/lib/links/decode";
import { listLeadsSchema } from "@/lib/leads/list-leads";
import { hasTagFilter, pipelineListBody, readPipelineParams, withGlobalSearch, writePipelineParams } from "@/lib/leads/pipeline-params";

describe("pipeline URL query", () => {
  it("writes sort, list, page and the encoded query/tag JSON, and reads them back", () => {
    const params = { sort: "recent" as const, list: "11111111-1111-4111-8111-111111111111", page: 3, query: { name: ["Ada"], company: ["Acme"] }, tag: { start: ["Me"], end: ["Former colleague"] } };
    const qs = writePipelineParams(params);
    const search = new URLSearchParams(qs);
    expect(search.get("sort")).toBe("recent");
    expect(search.get("page")).toBe("3");
    expect(decodeLink(search.get("query")!)).toEqual({ name: ["Ada"], company: ["Acme"] });
    expect(decodeLink(search.get("tag")!)).toEqual({ start: ["Me"], end: ["Former colleague"] });
    expect(readPipelineParams(search)).toEqual(params);
  });

  it("drops empty filters and page 1, and ignores junk", () => {
    expect(writePipelineParams({ page: 1, query: { globalSearch: "" }, tag: { start: [] } })).toBe("");
    expect(readPipelineParams(new URLSearchParams("sort=bogus&page=-2&query=zzz"))).toEqual({ sort: undefined, list: undefined, page: 1, query: {}, tag: {} });
  });

  it("a global search replaces the column filters", () => {
    expect(withGlobalSearch("acme")).toEqual({ globalSearch: "acme" });
  });

  it("builds a valid list-leads body with page size 12 and the sort's order", () => {
    const body = pipelineListBody({ sort: "unseen", page: 2, list: "11111111-1111-4111-8111-111111111111", query: { globalSearch: "ada" }, tag: { middle: ["Alumni"] } });
    expect(body.skip).toBe(12);
    expect(body.limit).toBe(12);
    expect(body.order).toEqual([{ created_at: "desc" }]);
    expect(listLeadsSchema.safeParse(body).success).toBe(true);
    expect(JSON.stringify(body.where)).toContain('"has_visited":false');
    expect(JSON.stringify(body.where)).toContain('"middle_tags":{"has_some":["Alumni"]}');
  });

  it("sends the Direct Connects tab's choices as the direct columns, never as the paths' tags", () => {
    const body = pipelineListBody({ page: 1, query: {}, tag: { direct: true, direct_start: ["Me"], direct_end: ["Customer"] } });
    expect(listLeadsSchema.safeParse(body).success).toBe(true);
    const rm = (body.where as { AND: { relation_metrics?: object }[] }).AND.find((w) => w.relation_metrics)!.relation_metrics;
    expect(rm).toEqual({ direct_start_tags: { has_some: ["Me"] }, direct_end_tags: { has_some: ["Customer"] }, direct_count: { gt: 0 } });
    expect(hasTagFilter({ direct: true })).toBe(true);
    expect(hasTagFilter({ direct_end: [] })).toBe(false);
  });
});
