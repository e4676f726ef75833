import type { ListLeadsInput } from "./list-leads";

// The leads area's query keys, shared by the client hooks and the pipeline page's server prefetch.

export const leadKeys = {
  all: ["leads"] as const,
  page: (body: ListLeadsInput) => ["leads", "page", body] as const,
  lists: ["pipeline-lists"] as const,
  relationTags: ["leads", "relation-tags"] as const,
  paths: (leadId: string) => ["lead-paths", leadId] as const,
  allBookmarks: ["bookmarks"] as const,
  bookmarks: (leadId: string) => ["bookmarks", leadId] as const,
  topBookmarks: (limit: number) => ["bookmarks", "top", limit] as const,
  credit: ["credit"] as const,
  one: (leadId: string | null) => ["leads", "one", leadId] as const,
  recent: (kind: "added" | "viewed") => ["leads", "home", kind] as const,
};
