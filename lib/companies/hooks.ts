"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import { useInvalidateLeads } from "@/lib/leads/hooks";
import { FIGURES_POLL_MS } from "@/lib/pipeline/figures";
import type { CompanySort, CompanyTab } from "./schema";
import type { AddLeadsResult, CompanyPage, CompanySearch } from "./types";

// Client queries of the Companies pages (issue 29).

export const companyKeys = {
  all: ["companies"] as const,
  search: (search: string, skip: number, limit: number) => ["companies", "search", search, skip, limit] as const,
  page: (key: string, tab: CompanyTab, sort: CompanySort, skip: number, limit: number) => ["companies", "page", key, tab, sort, skip, limit] as const,
};

export function useCompanySearch(search: string, skip: number, limit: number) {
  return useQuery({
    queryKey: companyKeys.search(search, skip, limit),
    queryFn: async () => (await api<CompanySearch>("v2/companies", { query: { search, skip, limit } })).data,
    placeholderData: keepPreviousData,
    // Rows counted from the network before a teammate's addition are counted again by the refresh.
    refetchInterval: (q) => (q.state.data?.updating ? FIGURES_POLL_MS : false),
  });
}

export function useCompanyPage(key: string, tab: CompanyTab, sort: CompanySort, skip: number, limit: number) {
  return useQuery({
    queryKey: companyKeys.page(key, tab, sort, skip, limit),
    queryFn: async () => (await api<CompanyPage>(`v2/companies/${encodeURIComponent(key)}`, { query: { tab, sort, skip, limit } })).data,
    placeholderData: keepPreviousData,
    // Leads just added get their figures from a background refresh, and a map of the network before a
    // teammate's addition is computed again by one: look again until both are done.
    refetchInterval: (q) => (q.state.data?.updating || q.state.data?.leads.some((l) => l.figures_pending) ? FIGURES_POLL_MS : false),
    // A company nobody of the team works at is a 404: say so at once rather than retrying.
    retry: false,
  });
}

export function useAddCompanyLeads(key: string) {
  const qc = useQueryClient();
  const invalidateLeads = useInvalidateLeads();
  return useMutation({
    mutationFn: async (personIds: string[]) => (await api<AddLeadsResult>(`v2/companies/${encodeURIComponent(key)}/leads`, { method: "POST", body: { person_ids: personIds } })).data,
    onSettled: () => {
      invalidateLeads();
      void qc.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
