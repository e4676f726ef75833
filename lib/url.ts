export type SearchParams = Record<string, string | string[] | undefined>;

/** A page's searchParams back as a query string ("?a=1&b=2", or "" when empty). */
export function toSearch(params: SearchParams): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v ?? []].flat()) qs.append(k, one);
  const s = qs.toString();
  return s ? `?${s}` : "";
}
