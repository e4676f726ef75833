import { describe, expect, it } from "vitest";
import { emptyPipelineText, isFilteredView, nextPipelineView, pipelineTitle, withColumnFilter } from "@/components/pipeline/pipeline-view";
import type { PipelineParams } from "@/lib/leads/pipeline-params";

const ALL: PipelineParams = { page: 1, query: {}, tag: {} };

describe("the pipeline view in the URL", () => {
  it("goes back to page 1 on any change but paging, and keeps the rest of the view", () => {
    const base: PipelineParams = { ...ALL, sort: "recent", page: 4, tag: { start: ["Me"] } };
    expect(nextPipelineView(base, { query: { globalSearch: "acme" } })).toEqual({ ...base, page: 1, query: { globalSearch: "acme" } });
    expect(nextPipelineView(base, { page: 5 }, true)).toEqual({ ...base, page: 5 });
    expect(nextPipelineView(base, { intro: "open" }, true).page).toBe(4);
  });

  it("a column filter drops the global search and keeps the other columns", () => {
    expect(withColumnFilter({ globalSearch: "acme", company: ["Globex"] }, "name", ["Ada"])).toEqual({ company: ["Globex"], name: ["Ada"] });
  });

  it("counts search, column, relation and intro filters as filtering, not the sort or the list", () => {
    expect(isFilteredView({ ...ALL, sort: "recent", list: "l1" })).toBe(false);
    expect(isFilteredView({ ...ALL, query: { name: [] }, tag: { start: [] } })).toBe(false);
    expect(isFilteredView({ ...ALL, query: { globalSearch: "a" } })).toBe(true);
    expect(isFilteredView({ ...ALL, query: { role: ["CTO"] } })).toBe(true);
    expect(isFilteredView({ ...ALL, tag: { direct: true } })).toBe(true);
    expect(isFilteredView({ ...ALL, intro: "open" })).toBe(true);
  });

  it("titles the view by its list, else by its sort (spec 001 §2)", () => {
    expect(pipelineTitle({ ...ALL, list: "l1", sort: "recent" }, "SMB")).toBe("SMB");
    expect(pipelineTitle({ ...ALL, sort: "recent" }, undefined)).toBe("Recently Viewed");
    expect(pipelineTitle({ ...ALL, sort: "unseen" }, undefined)).toBe("Unviewed Leads");
    expect(pipelineTitle({ ...ALL, sort: "scuba" }, undefined)).toBe("All Leads");
  });

  it("says why a view is empty: filters first, then the list, then the sort", () => {
    expect(emptyPipelineText({ ...ALL, list: "l1", query: { globalSearch: "x" } }).title).toBe("No leads match these filters.");
    expect(emptyPipelineText({ ...ALL, list: "l1" })).toEqual({ title: "This list has no leads yet.", hint: "Add leads to it from All with the row menu." });
    expect(emptyPipelineText({ ...ALL, sort: "recent" }).title).toBe("No Recently Visited Leads");
    expect(emptyPipelineText({ ...ALL, sort: "unseen" }).title).toBe("Every lead has been viewed.");
    expect(emptyPipelineText(ALL)).toEqual({ title: "Your pipeline has no leads it's time to add some!", hint: "Use Add New Lead to add a LinkedIn profile or upload a CSV." });
  });
});
