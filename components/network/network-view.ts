import type { NetworkFilters } from "@/lib/network/hooks";
import type { NetworkParams } from "@/lib/network/url-params";

// What the network page asks for and says for a view of its URL (spec 001 §2). Pure, so a unit test
// reads the views as the page does.

/** The filters of a view, without its page and screen. */
export function networkFilters(p: NetworkParams): NetworkFilters {
  return { search: p.search, company: p.company, title: p.title, tag: p.tag, query: p.query };
}

export function isFilteredNetwork(p: NetworkParams): boolean {
  return Boolean(p.search || p.company.length || p.title.length || p.tag.length || p.query.length);
}

/** The table's page count: one page at least, so an empty view reads 'Page 1 of 1'. */
export function networkPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
