import { hasTagFilter, type LeadSearch, type PipelineParams } from "@/lib/leads/pipeline-params";

// What the pipeline page shows for a view of its URL (spec 001 §2, §4). Pure, so a unit test reads
// the views as the page does.

/** The view after a change: any change but paging goes back to page 1. */
export function nextPipelineView(base: PipelineParams, change: Partial<PipelineParams>, keepPage = false): PipelineParams {
  return { ...base, ...change, page: change.page ?? (keepPage ? base.page : 1) };
}

/** A column filter clears the global search (spec 001 §4). */
export function withColumnFilter(query: LeadSearch, field: "name" | "company" | "role", values: string[]): LeadSearch {
  const { globalSearch: _drop, ...rest } = query;
  void _drop;
  return { ...rest, [field]: values };
}

export function isFilteredView(p: PipelineParams): boolean {
  return Boolean(p.query.globalSearch || p.query.name?.length || p.query.company?.length || p.query.role?.length || hasTagFilter(p.tag) || p.intro);
}

export function pipelineTitle(p: PipelineParams, listName: string | undefined): string {
  return listName ?? (p.sort === "recent" ? "Recently Viewed" : p.sort === "unseen" ? "Unviewed Leads" : "All Leads");
}

/** The empty table's words: what is empty, then what to do. */
export function emptyPipelineText(p: PipelineParams): { title: string; hint: string } {
  if (isFilteredView(p)) return { title: "No leads match these filters.", hint: "Try another search or clear the relation filters." };
  if (p.list) return { title: "This list has no leads yet.", hint: "Add leads to it from All with the row menu." };
  const hint = "Use Add New Lead to add a LinkedIn profile or upload a CSV.";
  if (p.sort === "recent") return { title: "No Recently Visited Leads", hint };
  if (p.sort === "unseen") return { title: "Every lead has been viewed.", hint };
  return { title: "Your pipeline has no leads it's time to add some!", hint };
}
