"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { CollaboratorLists, InviteDetails, InviteInput, PendingInvite, SharingSettings, SharingSummary } from "./schema";

// Client side of the collaborator calls. Every mutation refreshes the three lists (and so the badge).

export const collaboratorsQuery = {
  queryKey: ["collaborators"] as const,
  queryFn: async () => (await api<CollaboratorLists>("v2/collaborator")).data,
  staleTime: 30_000,
};

export function useCollaborators(enabled = true) {
  return useQuery({ ...collaboratorsQuery, enabled });
}

function useRefresh() {
  const queryClient = useQueryClient();
  // Accepting or revoking changes the team network, and with it every path count.
  return () => queryClient.invalidateQueries();
}

export function useInviteCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InviteInput) =>
      (await api<PendingInvite>("v2/collaborator/invite", { method: "POST", body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorsQuery.queryKey }),
  });
}

export function useRevokeCollaboration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => await api<{ kind: "invite" | "collaborator" }>("v2/collaborator", { method: "DELETE", query: { id } }),
    onSuccess: refresh,
  });
}

export function useAcceptInvite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (inviteId: string) => await api("v2/collaborator/accept", { method: "POST", query: { invite_id: inviteId } }),
    onSuccess: refresh,
  });
}

export function useDeclineInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inviteId: string) => await api("v2/collaborator/decline", { method: "POST", query: { invite_id: inviteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorsQuery.queryKey }),
  });
}

/** GET v2/collaborator/invite: the invite behind a code (404 when used, revoked or expired). */
export async function fetchInvite(code: string) {
  return (await api<InviteDetails>("v2/collaborator/invite", { query: { invite_id: code } })).data;
}

// ---- What each member shares (issue 31) ---------------------------------------------------------

export const sharingQuery = {
  queryKey: ["sharing"] as const,
  queryFn: async () => (await api<SharingSummary>("v2/sharing")).data,
  staleTime: 30_000,
};

export function useSharing(enabled = true) {
  return useQuery({ ...sharingQuery, enabled });
}

/** Pausing or showing tags changes what every teammate's paths and network show: everything refreshes. */
export function useSetSharing() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: SharingSettings) => (await api<SharingSummary>("v2/sharing", { method: "PUT", body: input })).data,
    onSuccess: refresh,
  });
}
