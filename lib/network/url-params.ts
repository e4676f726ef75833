import { NETWORK_CHOICES, type NetworkChoice } from "./choices";

// The network page's filters in the URL (spec 001 §2): search, tag, title, company, query, page,
// screen. Lists travel as encoded JSON arrays; any filter change resets page to 1.

export type NetworkScreen = "table" | "card";

export type NetworkParams = {
  search: string;
  tag: string[];
  title: string[];
  company: string[];
  query: NetworkChoice[];
  page: number;
  screen: NetworkScreen;
};

function list(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function readNetworkParams(sp: URLSearchParams): NetworkParams {
  const page = Number(sp.get("page"));
  return {
    search: sp.get("search") ?? "",
    tag: list(sp.get("tag")),
    title: list(sp.get("title")),
    company: list(sp.get("company")),
    query: list(sp.get("query")).filter((v): v is NetworkChoice => (NETWORK_CHOICES as readonly string[]).includes(v)),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    screen: sp.get("screen") === "card" ? "card" : "table",
  };
}

export function writeNetworkParams(p: NetworkParams): string {
  const sp = new URLSearchParams();
  if (p.search) sp.set("search", p.search);
  for (const key of ["tag", "title", "company", "query"] as const) if (p[key].length) sp.set(key, JSON.stringify(p[key]));
  if (p.page > 1) sp.set("page", String(p.page));
  if (p.screen !== "table") sp.set("screen", p.screen);
  const s = sp.toString();
  return s ? `?${s}` : "";
}

/** Applies a filter change: every change except paging and the view goes back to page 1. */
export function changeNetworkParams(current: NetworkParams, change: Partial<NetworkParams>): NetworkParams {
  const next = { ...current, ...change };
  const onlyPaging = Object.keys(change).every((k) => k === "page" || k === "screen");
  if (!onlyPaging) next.page = 1;
  if ("screen" in change && change.screen !== current.screen) next.page = 1;
  return next;
}
