"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob } from "@/lib/http/client";
import { clearLocalData } from "@/lib/http/device-id";
import type { DataExportStatus, DeleteAccountBody, ErasePersonInput } from "./schema";

// The data-rights calls from the browser (issue 31): delete one's account, export one's data, and the
// superadmin's erasure request.

export const privacyKeys = {
  export: (id: string) => ["data-export", id] as const,
};

/** DELETE v2/account; on success every local trace goes and the browser starts over at the sign-in page. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api("v2/account", { method: "DELETE", body }),
    onSuccess: () => {
      clearLocalData();
      qc.clear();
    },
  });
}

export function useStartDataExport() {
  return useMutation({ mutationFn: async () => (await api<{ id: string }>("v2/export/my-data", { method: "POST" })).data });
}

/** The export's status, polled every second while it is being built. */
export function useDataExportStatus(id: string | null) {
  return useQuery({
    queryKey: privacyKeys.export(id ?? ""),
    enabled: Boolean(id),
    queryFn: async () => (await api<DataExportStatus>("v2/export/my-data", { query: { id: id! } })).data,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === "queued" || q.state.data.status === "running") ? 1000 : false),
  });
}

/** The archive itself (once): the status is read again afterwards, so the link says it was used. */
export function useDownloadDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiBlob("v2/export/my-data", { query: { id, download: "1" } }),
    onSettled: (_data, _error, id) => qc.invalidateQueries({ queryKey: privacyKeys.export(id) }),
  });
}

export function useErasePerson() {
  return useMutation({
    mutationFn: async (body: ErasePersonInput) =>
      (await api<{ persons_removed: number; members_affected: number; suppressed: number }>("v2/admin/erase-person", { method: "POST", body })).data,
  });
}
