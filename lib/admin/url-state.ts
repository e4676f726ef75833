import { encodeLink } from "@/lib/links/codec";
import { decodeLink } from "@/lib/links/decode";

// Admin list state (domain, search, page) lives in one URL query param as encoded JSON, through
// the existing link codec (spec 001 §2 'Superadmin pages'). Pure; shared by the pages and tests.

export const ADMIN_STATE_PARAM = "filter";

export type AdminListState = { domain: string; search: string; page: number };
export const EMPTY_ADMIN_STATE: AdminListState = { domain: "", search: "", page: 1 };

export function readAdminState(value: string | null): AdminListState {
  if (!value) return EMPTY_ADMIN_STATE;
  const raw = decodeLink<Partial<AdminListState>>(value);
  if (!raw || typeof raw !== "object") return EMPTY_ADMIN_STATE;
  const page = Number(raw.page);
  return {
    domain: typeof raw.domain === "string" ? raw.domain : "",
    search: typeof raw.search === "string" ? raw.search : "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The next state: any change but paging goes back to page 1. */
export function changeAdminState(current: AdminListState, change: Partial<AdminListState>): AdminListState {
  const next = { ...current, ...change };
  if (!("page" in change)) next.page = 1;
  return next;
}

export function adminStateQuery(state: AdminListState): string {
  if (!state.domain && !state.search && state.page === 1) return "";
  return `?${ADMIN_STATE_PARAM}=${encodeURIComponent(encodeLink(state))}`;
}
