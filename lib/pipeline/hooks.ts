"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import { useInvalidateLeads } from "@/lib/leads/hooks";
import { RECENT_LEADS } from "@/lib/leads/home-lists";
import { leadKeys } from "@/lib/leads/keys";
import type { ListLeadsInput } from "@/lib/leads/list-leads";
import type { PathTargetRow, WarmPath } from "@/lib/paths/types";
import type { PathsViewInput } from "./paths-view";
import { figuresPollInterval } from "./figures";
import type { LeadPage, OpenedLead, PersonPanel, RelationTagValues, ScubaSortStatus } from "./types";

// Client queries of the pipeline's composed reads (the lead list with its figures, a lead's paths,
// home's lists, the AI sort); they cache under the leads' keys, which the leads' writes invalidate.

export async function fetchLeads(body: ListLeadsInput) {
  return (await api<LeadPage>("v1/list-leads", { method: "POST", body })).data;
}

// Leads' figures arrive from background jobs (DESIGN §6.7, issue 27 §2): every read of leads is read
// again while any of its rows says its figures are pending, and when the window gets the focus back
// (a change made in another tab or by a teammate).

/** One lead's own row by id (its name is known even when opening it is refused). */
export function useLeadRow(leadId: string | null) {
  return useQuery({
    queryKey: leadKeys.one(leadId),
    enabled: Boolean(leadId),
    queryFn: async () => (await fetchLeads({ where: { id: { equals: leadId! } }, limit: 1 })).data[0] ?? null,
    refetchInterval: (query) => figuresPollInterval(query.state.data ? [query.state.data] : undefined),
    refetchOnWindowFocus: true,
  });
}

/** Home's 'Recently Added Leads' and 'Recently Viewed Leads' (three each). */
export function useRecentLeads(kind: "added" | "viewed") {
  // Handed over by the home page's server prefetch (lib/pipeline/prefetch.ts): fresh for a few seconds.
  return useQuery({
    queryKey: leadKeys.recent(kind),
    queryFn: () => fetchLeads(RECENT_LEADS[kind]),
    staleTime: 5_000,
    refetchInterval: (query) => figuresPollInterval(query.state.data?.data),
    refetchOnWindowFocus: true,
  });
}

export function useLeads(body: ListLeadsInput) {
  return useQuery({
    queryKey: leadKeys.page(body),
    queryFn: () => fetchLeads(body),
    // The pipeline page hands this page of leads over from the server (lib/pipeline/prefetch.ts):
    // fresh for a few seconds, so the browser does not read it again as it mounts. Writes
    // invalidate it whatever its age.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => figuresPollInterval(query.state.data?.data),
    refetchOnWindowFocus: true,
  });
}

export function useRelationTags() {
  return useQuery({
    queryKey: leadKeys.relationTags,
    queryFn: async () => (await api<RelationTagValues>("v2/leads/relation-tags")).data,
    staleTime: 60_000,
  });
}

/**
 * The AI sort refresh: POST queues the recompute (a background job, issue 12), then the same
 * call's GET is polled until the job is done; the leads are re-read after it.
 */
export function useScubaSortRefresh() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: async () => {
      const started = (await api<ScubaSortStatus>("v2/leads/scuba-sort", { method: "POST" })).data;
      let status = started;
      for (let i = 0; i < 300 && status.status !== "done" && status.status !== "failed"; i++) {
        await new Promise((r) => setTimeout(r, i < 5 ? 300 : 1000));
        status = (await api<ScubaSortStatus>("v2/leads/scuba-sort")).data;
        // A newer job (another tab asked too) finishing also answers this request.
        if (status.job_id !== started.job_id && status.status === "done") break;
      }
      if (status.status !== "done") throw new Error(status.error || "The AI sort did not finish");
      return status;
    },
    onSuccess: invalidate,
  });
}

/** The person panel's cache keys (a tag or a lead added from the panel reads it again). */
export const personKeys = {
  all: ["person"] as const,
  one: (personId: string) => ["person", personId] as const,
};

/** GET v2/people/{id}: one person as the member's team knows them (issue 28's person panel); 404 outside the team's view. */
export function usePersonPanel(personId: string | null) {
  return useQuery({
    queryKey: personKeys.one(personId ?? ""),
    enabled: Boolean(personId),
    queryFn: async () => (await api<PersonPanel>(`v2/people/${encodeURIComponent(personId!)}`)).data,
    retry: false,
  });
}

/**
 * Opens a lead (POST v2/view-relationship-graph) and answers the view of its paths asked for (a page,
 * the filters, the bookmarked ones, or one path: ./paths-view.ts), cached per lead and view.
 */
export function openLeadPathsQuery(leadId: string, view: PathsViewInput = {}) {
  return {
    queryKey: [...leadKeys.paths(leadId), view] as const,
    queryFn: async () => (await api<OpenedLead>("v2/view-relationship-graph", { method: "POST", body: { targetLink: leadId, relation_type: "target", ...view } })).data,
  };
}

export function useLeadPaths(leadId: string | null, view: PathsViewInput) {
  return useQuery({
    ...openLeadPathsQuery(leadId ?? "", view),
    enabled: Boolean(leadId),
    retry: false,
    // Another page or filter of the same lead keeps the rows shown until its answer arrives.
    placeholderData: (previous, query) => (query?.queryKey[1] === leadId ? previous : undefined),
  });
}

const bookmarkedView = (key: readonly unknown[]) => Boolean((key[2] as PathsViewInput | undefined)?.bookmarked);

export function useToggleBookmark(leadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pathId: string) =>
      api<{ bookmark: boolean; path_id: string }>("v2/leads/bookmark", { method: "POST", query: { lead_id: leadId }, body: { path_id: pathId } }),
    onSuccess: (res) => {
      const { path_id, bookmark } = res.data;
      const mark = (p: WarmPath): WarmPath => (p.path_id === path_id ? { ...p, bookmark: bookmark ? [{ path_id, bookmark: true, lead_id: leadId }] : [] } : p);
      // Every cached view of the lead shows the mark at once; the bookmarked views gain or lose the path when read again.
      qc.setQueriesData<OpenedLead>({ queryKey: leadKeys.paths(leadId) }, (old) => {
        if (!old) return old;
        const was = old.paths.find((p) => p.path_id === path_id)?.bookmark.some((b) => b.bookmark);
        const delta = was === undefined || was === bookmark ? 0 : bookmark ? 1 : -1;
        return { ...old, paths: old.paths.map(mark), view: { ...old.view, bookmarked_count: old.view.bookmarked_count + delta } };
      });
      void qc.invalidateQueries({ queryKey: leadKeys.paths(leadId), predicate: (q) => bookmarkedView(q.queryKey) });
      void qc.invalidateQueries({ queryKey: leadKeys.paths(leadId), predicate: (q) => !bookmarkedView(q.queryKey), refetchType: "none" });
      void qc.invalidateQueries({ queryKey: leadKeys.allBookmarks });
    },
  });
}

export function useTopBookmarks(limit: number) {
  return useQuery({
    queryKey: leadKeys.topBookmarks(limit),
    queryFn: async () => (await api<PathTargetRow[]>("v2/leads/bookmark-top", { query: { limit } })).data,
    staleTime: 5_000,
  });
}

