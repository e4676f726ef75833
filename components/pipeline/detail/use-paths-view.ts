"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { PAGE_SIZE } from "@/lib/config/constants";
import { EMPTY_PATH_FILTERS, applyPathFilters, filterOptions, pageOf, type PathFilterKey, type PathFilters } from "@/lib/paths/path-filters";
import type { WarmPath } from "@/lib/paths/types";
import { isBookmarked } from "./detail-view";

export type PathsView = ReturnType<typeof usePathsView>;

/**
 * Which of a lead's paths the table shows: all of them or the bookmarked ones (?q=bookmark), then
 * the column filters (every path when none matches all of them), then the page.
 */
export function usePathsView(allPaths: WarmPath[]) {
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const bookmarkView = search.get("q") === "bookmark";
  const [filters, setFilters] = useState<PathFilters>(EMPTY_PATH_FILTERS);
  const [page, setPage] = useState(1);

  const basePaths = useMemo(() => (bookmarkView ? allPaths.filter(isBookmarked) : allPaths), [allPaths, bookmarkView]);
  const options = useMemo(() => filterOptions(basePaths), [basePaths]);
  const { paths: filtered, fellBack } = useMemo(() => applyPathFilters(basePaths, filters), [basePaths, filters]);

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
    pathname,
    bookmarkView,
    bookmarkedCount: allPaths.filter(isBookmarked).length,
    basePaths,
    options,
    filters,
    filtered,
    fellBack,
    current: pageOf(filtered, page, PAGE_SIZE.pipelineDetail),
    filter,
    clearFilters,
    showBookmarks,
    setPage,
  };
}
