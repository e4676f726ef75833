"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userDetailsQuery } from "@/lib/auth/hooks";
import { api } from "@/lib/http/client";
import { leadKeys } from "./keys";
import type { CreateLeadInput, UpdateLeadInput } from "./schema";
import type { PipelineList } from "./types";

// Client query options and mutations of the leads area (leads, lists); they invalidate through the
// leads' keys, which lib/pipeline's reads use too.


export function useLists() {
  return useQuery({ queryKey: leadKeys.lists, queryFn: async () => (await api<PipelineList[]>("v2/list")).data });
}

/** The member's remaining credits (also read fresh before opening an uncharged lead). */
export const creditQuery = {
  queryKey: leadKeys.credit,
  queryFn: async () => (await api<{ remaining: number }>("v2/credit")).data,
};

export function useCredit() {
  return useQuery(creditQuery);
}

export function useInvalidateLeads() {
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
