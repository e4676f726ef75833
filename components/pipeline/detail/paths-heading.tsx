import { ArrowLeft, Bookmark } from "lucide-react";
import { Button } from "@/components/ui/button";
import { hasActiveFilters } from "@/lib/paths/path-filters";
import type { PathsView } from "./use-paths-view";

/**
 * Over the table: how many paths (or bookmarked paths, with Back), 'View bookmarks' once the paths
 * are open, and 'Clear Filters' while a column filter is on.
 */
export function PathsHeading({ view, heading, opened }: { view: PathsView; heading: string; opened: boolean }) {
  const count = view.bookmarkedCount;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {view.bookmarkView ? (
        <div className="flex items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => view.showBookmarks(false)}>
            <ArrowLeft aria-hidden /> Back
          </Button>
          <h1 className="text-xl font-semibold" data-testid="paths-heading" data-tour="paths-heading">
            {count} bookmarked {count === 1 ? "path" : "paths"}
          </h1>
        </div>
      ) : (
        <div className="flex items-center gap-3">
          <h1 className="text-xl font-semibold" data-testid="paths-heading" data-tour="paths-heading">
            {heading}
          </h1>
          {opened && (
            <Button variant="outline" size="sm" onClick={() => view.showBookmarks(true)} data-tour="paths-bookmarks">
              <Bookmark aria-hidden /> View bookmarks ({count})
            </Button>
          )}
        </div>
      )}
      {hasActiveFilters(view.filters) && (
        <Button variant="ghost" size="sm" onClick={view.clearFilters}>
          Clear Filters
        </Button>
      )}
    </div>
  );
}
