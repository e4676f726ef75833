import { z } from "zod";
import { askOf, asksInstead, isCrowded, type Ask } from "@/lib/intros/spread";
import { EMPTY_PATH_FILTERS, facetsOf, matchFilters, optionsOf, type PathFacets, type PathFilterKey, type PathFilters } from "@/lib/paths/path-filters";
import type { WarmPath } from "@/lib/paths/types";

// One view of a lead's ordered paths, as the pipeline detail asks for it (spec 001 §2): all of them
// or the bookmarked ones, the column filters, one page. The server answers the page only: a lead
// at a large company has tens of thousands of paths (tens of megabytes presented), and the member
// reads pages of 8. Pure, so a unit test reads a view as the call answers it.

/** The most paths one answer carries (a caller that names no limit gets this many). */
export const PATHS_VIEW_MAX = 500;

const values = z.array(z.string().max(300)).max(200).optional().default([]);

export const pathFiltersSchema = z.object({
  originType: values,
  originName: values,
  originRole: values,
  originCompany: values,
  startTags: values,
  introducerName: values,
  introducerRole: values,
  introducerCompany: values,
  endTags: values,
}) satisfies z.ZodType<PathFilters, unknown>;

/** What the caller asks to see; every field optional (the first page of every path). */
export const pathsViewSchema = z.object({
  skip: z.number().int().min(0).max(10_000_000).optional().default(0),
  limit: z.number().int().min(1).max(PATHS_VIEW_MAX).optional().default(PATHS_VIEW_MAX),
  filters: pathFiltersSchema.optional().default(EMPTY_PATH_FILTERS),
  /** Only the member's bookmarked paths (?q=bookmark on the page). */
  bookmarked: z.boolean().optional().default(false),
  /** Only this path (the person panel drafts an ask from it): its page, or an empty one if it is gone. */
  path_id: z.string().max(1000).optional(),
});
export type PathsViewInput = z.input<typeof pathsViewSchema>;
export type PathsViewRequest = z.output<typeof pathsViewSchema>;

/** How the answered page sits in the view: counts, the filter values, where the page starts. */
export type PathsPage = {
  /** Paths in the view after the filters (every path of the view when none matches all of them). */
  count: number;
  skip: number;
  limit: number;
  /** No path matched all the filters, so every path of the view is counted and paged. */
  fell_back: boolean;
  /** The lead's bookmarked paths, whatever the view. */
  bookmarked_count: number;
  /** Paths in the view before the filters (every path, or the bookmarked ones). */
  base_count: number;
  /** Each column filter's values over the view's paths before the filters. */
  options: Record<PathFilterKey, string[]>;
};

export const isBookmarked = (p: WarmPath) => p.bookmark.some((b) => b.bookmark);

/**
 * A lead's ordered paths as a view reads them: what it filters, counts and suggests by, per index,
 * and the path in the spec's shape (with the member's bookmark and its introducer's load) only for
 * the page it answers.
 */
export type PathsSource = {
  length: number;
  facets(i: number): PathFacets;
  bookmarked(i: number): boolean;
  ask(i: number): Ask;
  path(i: number): WarmPath;
};

/** A source over paths already in the spec's shape. */
export function shapedSource(paths: WarmPath[]): PathsSource {
  return {
    length: paths.length,
    facets: (i) => facetsOf(paths[i]!),
    bookmarked: (i) => isBookmarked(paths[i]!),
    ask: (i) => askOf(paths[i]!),
    path: (i) => paths[i]!,
  };
}

/**
 * The page of the lead's paths (`source`, ordered best first) that `view` asks for. A crowded first
 * introducer's path carries the path to suggest instead (`next_best`), found among all the lead's
 * paths, so the ask dialog needs no other page. A page past the end is the last.
 */
export function viewPaths(source: PathsSource, view: PathsViewRequest): { paths: WarmPath[]; page: PathsPage } {
  const all = Array.from({ length: source.length }, (_, i) => i);
  const bookmarked = all.filter((i) => source.bookmarked(i));
  const base = view.path_id !== undefined ? all.filter((i) => source.ask(i).pathId === view.path_id) : view.bookmarked ? bookmarked : all;
  const facets = (j: number) => source.facets(base[j]!);
  const { matched, fellBack } = matchFilters(base.length, facets, view.filters);
  const lastStart = matched.length ? Math.floor((matched.length - 1) / view.limit) * view.limit : 0;
  const skip = Math.min(view.skip, lastStart);
  const page = matched.slice(skip, skip + view.limit).map((j) => {
    const i = base[j]!;
    const p = source.path(i);
    const next = nextBest(source, i);
    return next === undefined ? p : { ...p, next_best: source.path(next) };
  });
  return {
    paths: page,
    page: {
      count: matched.length,
      skip,
      limit: view.limit,
      fell_back: fellBack,
      bookmarked_count: bookmarked.length,
      base_count: base.length,
      options: optionsOf(base.length, facets),
    },
  };
}

/** The first path in the order to ask instead of the one at `i` when its introducer is crowded (lib/intros/spread.ts). */
function nextBest(source: PathsSource, i: number): number | undefined {
  const current = source.ask(i);
  if (!isCrowded(current.load)) return undefined;
  for (let j = 0; j < source.length; j++) if (asksInstead(current, source.ask(j))) return j;
  return undefined;
}
