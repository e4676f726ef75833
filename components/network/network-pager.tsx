import { Pagination, PaginationContent, PaginationItem, PaginationNext, PaginationPrevious } from "@/components/ui/pagination";
import { PAGE_SIZE } from "@/lib/config/constants";
import { networkPageCount } from "./network-view";

/** 'Page N of M' with Previous and Next under the table. */
export function NetworkPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = networkPageCount(total, PAGE_SIZE.networkTable);
  return (
    <div className="flex items-center justify-between text-sm text-muted-foreground">
      <span>
        Page {page} of {pages}
      </span>
      <Pagination className="mx-0 w-auto">
        <PaginationContent>
          <PaginationItem>
            <PaginationPrevious
              href="#"
              aria-disabled={page <= 1}
              className={page <= 1 ? "pointer-events-none opacity-50" : ""}
              onClick={(e) => {
                e.preventDefault();
                onPage(page - 1);
              }}
            />
          </PaginationItem>
          <PaginationItem>
            <PaginationNext
              href="#"
              aria-disabled={page >= pages}
              className={page >= pages ? "pointer-events-none opacity-50" : ""}
              onClick={(e) => {
                e.preventDefault();
                onPage(page + 1);
              }}
              data-testid="next-page"
            />
          </PaginationItem>
        </PaginationContent>
      </Pagination>
    </div>
  );
}
