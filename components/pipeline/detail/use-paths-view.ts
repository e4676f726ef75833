"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { PAGE_SIZE } from "@/lib/config/constants";
import { EMPTY_PATH_FILTERS, type PathFilterKey, type PathFilters } from "@/lib/paths/path-filters";
import { useLeadPaths } from "@/lib/pipeline/hooks";

export type PathsView = ReturnType<typeof usePathsView>;

const NO_OPTIONS = Object.fromEntries(Object.keys(EMPTY_PATH_FILTERS).map((k) => [k, []])) as unknown as Record<PathFilterKey, string[]>;

/**
 * Opens the lead and asks the server for the view of its paths the table shows: all of them or the
 * bookmarked ones (?q=bookmark), then the column filters (every path when none matches all of
 * them), then the page — the server answers that page, its counts and the filters' values.
 */
export function usePathsView(leadId: string | null) {
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const bookmarkView = search.get("q") === "bookmark";
  const [filters, setFilters] = useState<PathFilters>(EMPTY_PATH_FILTERS);
  const [page, setPage] = useState(1);
  const size = PAGE_SIZE.pipelineDetail;
  const opened = useLeadPaths(leadId, { skip: (page - 1) * size, limit: size, filters, bookmarked: bookmarkView });
  const shown = opened.data?.view;

  const filter = (key: PathFilterKey, values: string[]) => {
    setFilters((f) => ({ ...f, [key]: values }));
    setPage(1);
  };
  const clearFilters = () => {
    setFilters(EMPTY_PATH_FILTERS);
    setPage(1);
  };
  const showBookmarks = (bookmarks: boolean) => {
    clearFilters();
    router.push(bookmarks ? `${pathname}?q=bookmark` : pathname);
  };

  return {
    opened,
    pathname,
    bookmarkView,
    bookmarkedCount: shown?.bookmarked_count ?? 0,
    /** Paths in the view before the filters. */
    baseCount: shown?.base_count ?? 0,
    options: shown?.options ?? NO_OPTIONS,
    filters,
    fellBack: shown?.fell_back ?? false,
    /** The page the server answered (it answers the last when asked past the end). */
    current: { rows: opened.data?.paths ?? [], page: shown ? Math.floor(shown.skip / shown.limit) + 1 : 1, count: shown?.count ?? 0 },
    /** A newer page or filter is on its way: the rows shown are the previous answer's. */
    updating: opened.isPlaceholderData,
    filter,
    clearFilters,
    showBookmarks,
    setPage,
  };
}
