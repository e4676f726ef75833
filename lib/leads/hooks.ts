"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userDetailsQuery } from "@/lib/auth/hooks";
import { api } from "@/lib/http/client";
import type { LeadWarmPaths, PathTargetRow } from "@/lib/paths/types";
import type { ListLeadsInput } from "./list-leads";
import { RECENT_LEADS } from "./home-lists";
import { leadKeys } from "./keys";
import type { CreateLeadInput, UpdateLeadInput } from "./schema";
import type { PipelineList } from "./types";
import type { LeadPage, LeadRow } from "@/lib/pipeline/types";

// Client query options and mutations of the leads area; mutations invalidate through these keys.


export async function fetchLeads(body: ListLeadsInput) {
  return (await api<LeadPage>("v1/list-leads", { method: "POST", body })).data;
}

/** Longer than any lead's background count takes; past it a lead without counts is not polled for. */
const COMPUTING_MAX_MS = 5 * 60_000;

/** A lead whose warm-path counts are still being computed in the background (no metrics yet). */
export function isComputing(lead: Partial<LeadRow>, now = Date.now()): boolean {
  if (!lead.linkedin_user || lead.linkedin_user.relation_metrics_target.some((m) => m.is_latest)) return false;
  return !lead.created_at || now - Date.parse(lead.created_at) < COMPUTING_MAX_MS;
}

/** One lead's own row by id (its name is known even when opening it is refused). */
export function useLeadRow(leadId: string | null) {
  return useQuery({
    queryKey: leadKeys.one(leadId),
    enabled: Boolean(leadId),
    queryFn: async () => (await fetchLeads({ where: { id: { equals: leadId! } }, limit: 1 })).data[0] ?? null,
  });
}

/** Home's 'Recently Added Leads' and 'Recently Viewed Leads' (three each). */
export function useRecentLeads(kind: "added" | "viewed") {
  // Handed over by the home page's server prefetch (lib/leads/prefetch.ts): fresh for a few seconds.
  return useQuery({ queryKey: leadKeys.recent(kind), queryFn: () => fetchLeads(RECENT_LEADS[kind]), staleTime: 5_000 });
}

export function useLeads(body: ListLeadsInput) {
  return useQuery({
    queryKey: leadKeys.page(body),
    queryFn: () => fetchLeads(body),
    // The pipeline page hands this page of leads over from the server (lib/leads/prefetch.ts):
    // fresh for a few seconds, so the browser does not read it again as it mounts. Writes
    // invalidate it whatever its age.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
    // New leads' counts arrive from a background job (DESIGN §6.7): poll while any is computing.
    refetchInterval: (query) => (query.state.data?.data.some(isComputing) ? 2000 : false),
  });
}

export function useLists() {
  return useQuery({ queryKey: leadKeys.lists, queryFn: async () => (await api<PipelineList[]>("v2/list")).data });
}

/** The relation filter's options: tag values per group of the caller's latest metrics. */
export type RelationTagValues = { start: string[]; middle: string[]; end: string[]; direct_start: string[]; direct_end: string[] };

export function useRelationTags() {
  return useQuery({
    queryKey: leadKeys.relationTags,
    queryFn: async () => (await api<RelationTagValues>("v2/leads/relation-tags")).data,
    staleTime: 60_000,
  });
}

/** The member's remaining credits (also read fresh before opening an uncharged lead). */
export const creditQuery = {
  queryKey: leadKeys.credit,
  queryFn: async () => (await api<{ remaining: number }>("v2/credit")).data,
};

export function useCredit() {
  return useQuery(creditQuery);
}

function useInvalidateLeads() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: leadKeys.all });
    void qc.invalidateQueries({ queryKey: leadKeys.lists });
    void qc.invalidateQueries({ queryKey: leadKeys.credit });
  };
}

export function createLeadCall(input: CreateLeadInput) {
  return api<{ id: string; name: string }>("v2/leads", { method: "POST", body: input });
}

export function useCreateLead() {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: createLeadCall, onSuccess: invalidate });
}

export function useUpdateLead() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateLeadInput }) => api(`v1/leads/${id}`, { method: "PUT", body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteLeads() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1 ? api(`v1/leads/${ids[0]}`, { method: "DELETE" }) : api("v1/leads", { method: "DELETE", body: { ids } }),
    onSuccess: invalidate,
  });
}

export function useSaveList() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, name }: { id?: string; name: string }) =>
      id ? api<PipelineList>("v2/list", { method: "PUT", query: { id }, body: { name } }) : api<PipelineList>("v2/list", { method: "POST", body: { name } }),
    onSuccess: invalidate,
  });
}

export function useDeleteList() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, type }: { id: string; type: "default" | "all" }) => api("v2/list", { method: "DELETE", query: { id }, body: { type } }),
    onSuccess: invalidate,
  });
}

export function useListMembership() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, lead_ids, remove }: { id: string; lead_ids: string[]; remove?: boolean }) =>
      api("v2/lead-pipeline", { method: remove ? "DELETE" : "POST", body: { id, lead_ids } }),
    onSuccess: invalidate,
  });
}

type ScubaSortStatus = { job_id: string | null; status: string | null; total: number; completed: number; error: string | null };

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

export type OpenedLead = LeadWarmPaths & { lead: { id: string; name: string } };

export function useLeadPaths(leadId: string | null) {
  return useQuery({
    queryKey: leadKeys.paths(leadId ?? ""),
    enabled: Boolean(leadId),
    queryFn: async () =>
      (await api<OpenedLead>("v2/view-relationship-graph", { method: "POST", body: { targetLink: leadId, relation_type: "target" } })).data,
    retry: false,
  });
}

export function useToggleBookmark(leadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pathId: string) =>
      api<{ bookmark: boolean; path_id: string }>("v2/leads/bookmark", { method: "POST", query: { lead_id: leadId }, body: { path_id: pathId } }),
    onSuccess: (res) => {
      qc.setQueryData<OpenedLead>(leadKeys.paths(leadId), (old) =>
        old
          ? {
              ...old,
              paths: old.paths.map((p) =>
                p.path_id === res.data.path_id ? { ...p, bookmark: res.data.bookmark ? [{ path_id: p.path_id, bookmark: true, lead_id: leadId }] : [] } : p,
              ),
            }
          : old,
      );
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

export function useMoveToNetwork() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("v2/leads/move-to-network", { method: "POST", query: { id } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: leadKeys.all });
      void qc.invalidateQueries({ queryKey: userDetailsQuery.queryKey });
    },
  });
}
