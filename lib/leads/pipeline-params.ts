import { encodeLink } from "@/lib/links/codec";
import { decodeLink } from "@/lib/links/decode";
import { PAGE_SIZE } from "@/lib/config/constants";
// Types only from list-leads: its zod schemas stay on the server side of the pipeline page (issue 11).
import type { LeadWhere, ListLeadsInput } from "./list-leads";

// The pipeline's URL query (spec 001 §2): sort, list, page (1-based), query (encoded JSON with
// globalSearch, name[], company[], role[]) and tag (encoded JSON with start[], middle[], end[] for
// indirect connects, and direct_start[], direct_end[], direct for the 'Direct Connects' tab).
// "Encoded" uses the one link codec. Pure, so the page and the tests read the URL the same way.

export type LeadSearch = { globalSearch?: string; name?: string[]; company?: string[]; role?: string[] };
export type TagFilter = {
  start?: string[];
  middle?: string[];
  end?: string[];
  direct_start?: string[];
  direct_end?: string[];
  /** Only leads with at least one direct connect. */
  direct?: boolean;
};
export const TAG_GROUPS = ["start", "middle", "end", "direct_start", "direct_end"] as const;

export function hasTagFilter(tag: TagFilter): boolean {
  return Boolean(tag.direct) || TAG_GROUPS.some((g) => tag[g]?.length);
}
/** `intro`: only leads with an open intro request of the member's (issue 17). */
export type PipelineParams = { sort?: PipelineSort; list?: string; page: number; query: LeadSearch; tag: TagFilter; intro?: "open" };

const SORTS = new Set(["recent", "unseen", "scuba", "strength", "asc"]);

export function readPipelineParams(search: URLSearchParams): PipelineParams {
  const sort = search.get("sort");
  const page = Number(search.get("page"));
  const query = decodeLink<LeadSearch>(search.get("query") ?? "") ?? {};
  const tag = decodeLink<TagFilter>(search.get("tag") ?? "") ?? {};
  return {
    sort: sort && SORTS.has(sort) ? (sort as PipelineSort) : undefined,
    list: search.get("list") || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    query: typeof query === "object" && query ? query : {},
    tag: typeof tag === "object" && tag ? tag : {},
    ...(search.get("intro") === "open" ? { intro: "open" as const } : {}),
  };
}

function hasValues(o: Record<string, unknown>) {
  return Object.values(o).some((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));
}

export function writePipelineParams(p: Partial<PipelineParams>): string {
  const out = new URLSearchParams();
  if (p.sort) out.set("sort", p.sort);
  if (p.list) out.set("list", p.list);
  if (p.page && p.page > 1) out.set("page", String(p.page));
  if (p.query && hasValues(p.query)) out.set("query", encodeLink(p.query));
  if (p.tag && hasValues(p.tag)) out.set("tag", encodeLink(p.tag));
  if (p.intro) out.set("intro", p.intro);
  const s = out.toString();
  return s ? `?${s}` : "";
}

/** Selecting a global search clears the column filters; a column filter clears the global search (spec 001 §4). */
export function withGlobalSearch(text: string): LeadSearch {
  return text ? { globalSearch: text } : {};
}

/** The list-leads body for a pipeline view. */
export function pipelineListBody(p: PipelineParams): ListLeadsInput {
  const { where: sortWhere, order } = sortToQuery(p.sort);
  const and: LeadWhere[] = [{ is_active: true }, sortWhere];
  if (p.list) and.push({ lead_pipeline_list: { some: { pipeline_list_id: { equals: p.list } } } });
  const g = p.query.globalSearch?.trim();
  if (g) and.push({ OR: [{ name: { contains: g } }, { company: { contains: g } }, { role: { contains: g } }] });
  for (const field of ["name", "company", "role"] as const) {
    const values = p.query[field]?.filter(Boolean);
    if (values?.length) and.push({ OR: values.map((v) => ({ [field]: { contains: v } })) });
  }
  const tagWhere: NonNullable<LeadWhere["relation_metrics"]> = {};
  for (const group of TAG_GROUPS) {
    const values = p.tag[group]?.filter(Boolean);
    if (values?.length) tagWhere[`${group}_tags`] = { has_some: values };
  }
  if (p.tag.direct) tagWhere.direct_count = { gt: 0 };
  if (Object.keys(tagWhere).length) and.push({ relation_metrics: tagWhere });
  if (p.intro === "open") and.push({ intro_request: { open: true } });
  return {
    where: { AND: and },
    order,
    skip: (p.page - 1) * PAGE_SIZE.pipeline,
    limit: PAGE_SIZE.pipeline,
    include: { tags: true, relation_metrics: true, lists: true },
  };
}

/** Pipeline sorts (spec 001 §4) as list-leads where/order, so the client and home build the same trees. */
export type PipelineSort = "recent" | "unseen" | "scuba" | "strength" | "asc" | undefined;
export function sortToQuery(sort: PipelineSort): { where: LeadWhere; order: Record<string, "asc" | "desc">[] } {
  switch (sort) {
    case "recent":
      return { where: { visited_at: { not: null } }, order: [{ visited_at: "desc" }] };
    case "unseen":
      return { where: { has_visited: false }, order: [{ created_at: "desc" }] };
    case "scuba":
      return { where: {}, order: [{ scuba_sort_order: "asc" }, { created_at: "desc" }] };
    // Best way in first (issue 28): the strongest best path, then more paths, then the newest lead.
    case "strength":
      return { where: {}, order: [{ best_score: "desc" }, { total_path: "desc" }, { created_at: "desc" }] };
    default:
      return { where: {}, order: [{ has_visited: "asc" }, { created_at: "desc" }] };
  }
}
