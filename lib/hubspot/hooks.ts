"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userDetailsQuery } from "@/lib/auth/hooks";
import type { UserDetails } from "@/lib/auth/schema";
import { api } from "@/lib/http/client";
import type { HubspotImportStatus } from "./schema";

// Browser side of the HubSpot link and import (spec 001 §2, §7).

export const hubspotKeys = { importStatus: ["hubspot", "import"] as const };

/** Sends the browser to HubSpot's consent page (the server says where, with a state bound to the member). */
export async function startHubspotConnect() {
  const { data } = await api<{ url: string }>("v2/hubspot/connect");
  window.location.assign(data.url);
}

/** /auth/hubspot-callback: the code and state HubSpot sent back. */
export async function finishHubspotConnect(query: { code: string; state: string }) {
  return api<{ connected: boolean }>("v2/hubspot-callback", { query });
}

function setConnected(qc: ReturnType<typeof useQueryClient>, value: boolean) {
  qc.setQueryData<UserDetails>(userDetailsQuery.queryKey, (u) => (u ? { ...u, is_hubspot_connected: value } : u));
}

export function useDisconnectHubspot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<{ connected: false }>("v2/hubspot", { method: "DELETE" })).message,
    onSuccess: () => setConnected(qc, false),
  });
}

const RUNNING = new Set<HubspotImportStatus["status"]>(["queued", "running"]);

/** The latest import, polled every 2 s while it runs. */
export function useHubspotImportStatus(enabled: boolean) {
  return useQuery({
    queryKey: hubspotKeys.importStatus,
    queryFn: async () => (await api<HubspotImportStatus>("v2/hubspot/contacts/import")).data,
    enabled,
    refetchInterval: (query) => (query.state.data && RUNNING.has(query.state.data.status) ? 2000 : false),
  });
}

export function useStartHubspotImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<HubspotImportStatus>("v2/hubspot/contacts/import", { method: "POST" })).data,
    onSuccess: (status) => qc.setQueryData(hubspotKeys.importStatus, status),
  });
}

export function isImportRunning(status: HubspotImportStatus | undefined): boolean {
  return Boolean(status && RUNNING.has(status.status));
}
