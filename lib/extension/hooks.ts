"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import { askExtension, checkExtension } from "./bridge";
import type { UnsyncedLead } from "@/lib/leads/schema";
import type { ExtensionProfile } from "./schema";

export const extensionKeys = { check: ["extension", "check"] as const, unsynced: ["leads", "unsynced"] as const };

export function useExtensionCheck() {
  return useQuery({ queryKey: extensionKeys.check, queryFn: checkExtension, staleTime: 30_000, retry: false });
}

export function useUnsyncedLeads(enabled: boolean) {
  return useQuery({ queryKey: extensionKeys.unsynced, queryFn: async () => (await api<UnsyncedLead[]>("v2/leads/unsynced")).data, enabled });
}

/** 'Connect the extension': the server opens a session for it, handed over through the bridge. */
export function useConnectExtension() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await api<{ token: string; device_id: string }>("v2/extension/connect", { method: "POST" });
      const answer = await askExtension<{ ok: boolean }>({ type: "connect", token: data.token, deviceId: data.device_id }, 2000);
      if (!answer?.ok) throw new Error("The extension did not answer. Reload this page and try again.");
    },
    onSettled: () => qc.invalidateQueries({ queryKey: extensionKeys.check }),
  });
}

export function useDisconnectExtension() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => askExtension({ type: "disconnect" }, 2000),
    onSettled: () => qc.invalidateQueries({ queryKey: extensionKeys.check }),
  });
}

/** What the extension knows of these leads from profiles the member viewed. */
export async function enrichFromExtension(leads: UnsyncedLead[]) {
  const answer = await askExtension<{ profiles: Record<string, ExtensionProfile | null> }>({ type: "pipeline", leads }, 5000);
  return answer?.profiles ?? {};
}

export function syncLead(id: string, profile: ExtensionProfile) {
  return api<{ id: string; synced: boolean }>("v2/leads/sync", { method: "POST", query: { id }, body: profile });
}
