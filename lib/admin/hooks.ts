"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob } from "@/lib/http/client";
import type { AdminSessionRow, AdminUserRow } from "@/lib/auth/admin";
import type { AdminLeadRow } from "@/lib/leads/admin";
import { type AdminPasswordInput, type ReportFiltersInput, type TopNetworkRow } from "./schema";
import { ADMIN_PAGE_SIZE } from "./constants";
import { saveBlob } from "@/lib/http/save-blob";

// The superadmin pages' queries and mutations (spec 001 §7 'Admin'); mutations invalidate by key.

export const adminKeys = {
  all: ["admin"] as const,
  domains: ["admin", "domains"] as const,
  users: (p: { domain: string; search: string; page: number }) => ["admin", "users", p] as const,
  user: (id: string) => ["admin", "user", id] as const,
  sessions: (id: string) => ["admin", "sessions", id] as const,
  topNetwork: (p: { search: string; page: number }) => ["admin", "top-network", p] as const,
  leads: (search: string) => ["admin", "leads", search] as const,
  companies: (search: string, limit: number) => ["admin", "companies", search, limit] as const,
  reportCompanies: ["admin", "report-companies"] as const,
};

export function useDomains() {
  return useQuery({ queryKey: adminKeys.domains, queryFn: async () => (await api<{ domain: string }[]>("v2/admin/user-request/domains")).data, staleTime: 60_000 });
}

export function useAdminUsers(p: { domain: string; search: string; page: number }) {
  return useQuery({
    queryKey: adminKeys.users(p),
    queryFn: async () =>
      (
        await api<{ users: AdminUserRow[]; count: number }>("v2/admin/user-request", {
          query: { domain: p.domain ? `@${p.domain}` : "", search: p.search, skip: (p.page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: async () => (await api<{ id: string; name: string; email: string; is_active: boolean }>("v2/admin/user-request/user", { query: { user_id: userId } })).data,
  });
}

function useInvalidateAdmin() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: adminKeys.all });
}

export function useSetUsersActive() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async ({ users, active }: { users: string[]; active: boolean }) =>
      api<{ users: string[] }>(`v2/admin/user-request/${active ? "activate" : "deactivate"}`, { method: "POST", body: { users } }),
    onSuccess: invalidate,
  });
}

/** DELETE v2/admin/user?id= (issue 31): the account and everything its member supplied. */
export function useDeleteUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (id: string) => api<{ payments_kept: number; persons_removed: number }>("v2/admin/user", { method: "DELETE", query: { id } }),
    onSuccess: invalidate,
  });
}

export function useUserSessions(userId: string) {
  return useQuery({ queryKey: adminKeys.sessions(userId), queryFn: async () => (await api<AdminSessionRow[]>("v2/admin/session", { query: { user_id: userId } })).data });
}

export function useTerminateSessions() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async ({ userId, session }: { userId: string; session: "all" | string[] }) =>
      api<{ ended: number }>("v2/admin/session/terminate-session", { method: "POST", body: { user_id: userId, session } }),
    onSuccess: invalidate,
  });
}

export function useAdminChangePassword() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (body: AdminPasswordInput) => api<{ ended: number }>("v2/admin/session/change-password", { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useTopNetwork(p: { search: string; page: number }) {
  return useQuery({
    queryKey: adminKeys.topNetwork(p),
    queryFn: async () =>
      (await api<{ data: TopNetworkRow[]; count: number }>("v2/top-network", { query: { search: p.search, skip: (p.page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAddTopNetwork() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (positions: string[]) => api<TopNetworkRow[]>("v2/top-network", { method: "POST", body: { network: positions.map((position) => ({ position })) } }),
    onSuccess: invalidate,
  });
}

export function useSetTopNetworkActive() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async ({ ids, active }: { ids: string[]; active: boolean }) => api(`v2/top-network-${active ? "activate" : "deactivate"}`, { method: "PUT", body: ids }),
    onSuccess: invalidate,
  });
}

/** Refresh page: leads whose name contains the text, 10 at a time, by name (spec 001 §7). */
export function useAdminLeadSearch(search: string) {
  return useQuery({
    queryKey: adminKeys.leads(search),
    queryFn: async () =>
      (
        await api<{ data: AdminLeadRow[]; count: number }>("v1/list-leads-admin", {
          method: "POST",
          body: { where: { is_active: true, ...(search ? { name: { contains: search } } : {}) }, skip: 0, limit: 10, order: { name: "asc" } },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useLeadCompanies(search: string, limit = 10) {
  return useQuery({
    queryKey: adminKeys.companies(search, limit),
    queryFn: async () => (await api<{ data: { id: string; company: string }[]; count: number }>("v2/leads/leads-company", { query: { skip: 0, limit, search } })).data,
    placeholderData: keepPreviousData,
  });
}

/** Report: the companies of every active lead, up to 5000, company ascending (spec 001 §7). */
export function useReportCompanies() {
  return useQuery({
    queryKey: adminKeys.reportCompanies,
    queryFn: async () =>
      (
        await api<{ data: AdminLeadRow[]; count: number }>("v1/list-leads-admin", {
          method: "POST",
          body: { where: { is_active: true }, skip: 0, limit: 5000, order: { company: "asc" }, distinct: ["company"] },
        })
      ).data.data.map((l) => l.company),
    staleTime: 60_000,
  });
}

export function useRefreshLeads() {
  return useMutation({
    mutationFn: async (body: { data: string[]; company: string[] }) => api<{ leads: number }>("v2/leads/refresh-lead", { method: "DELETE", body }),
  });
}

export async function downloadReport(filters: ReportFiltersInput, range: { start: number; end: number }) {
  const blob = await apiBlob("v1/leads-report-leads-based", { method: "POST", query: range, body: { filters } });
  saveBlob(blob, "report.xlsx");
}
