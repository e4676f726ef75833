import type { ListLeadsInput } from "./list-leads";

// Home's two lead lists (spec 001 §9: three recently added, three recently visited) as list-leads
// bodies, shared by the browser's hooks and the home page's server prefetch.
export const RECENT_LEADS: Record<"added" | "viewed", ListLeadsInput> = {
  added: { where: { is_active: true }, order: [{ created_at: "desc" }], limit: 3 },
  viewed: { where: { is_active: true, visited_at: { not: null } }, order: [{ visited_at: "desc" }], limit: 3 },
};

/** Home's 'Bookmarked Paths': the newest two. */
export const HOME_BOOKMARKS = 2;
