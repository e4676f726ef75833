"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userDetailsQuery } from "@/lib/auth/hooks";
import { api } from "@/lib/http/client";
import type { OAuthCallbackInput } from "@/lib/oauth/schema";
import type { TagDto } from "@/lib/tags/schema";
import { sharingQuery } from "@/lib/collaborators/hooks";
import type { AddContactInput, MarkPrivateInput, MarkPrivateResult, NetworkChoice, NetworkConnection, UploadStatus } from "./schema";

// Client queries and mutations of the network page.

export const UPLOAD_POLL_MS = 5000;

/** Query keys of the network page (one place, so invalidations match what the queries cache). */
export const networkKeys = {
  all: ["network"] as const,
  connections: ["network", "connections"] as const,
  page: (filters: NetworkFilters, page: number, pageSize: number) => ["network", "connections", "page", filters, page, pageSize] as const,
  infinite: (filters: NetworkFilters, pageSize: number) => ["network", "connections", "infinite", filters, pageSize] as const,
  uploadStatus: ["network", "upload-status"] as const,
  experience: (field: string, search: string) => ["network", "experience", field, search] as const,
  extended: ["network", "extended"] as const,
};

export const tagKeys = {
  all: ["tags"] as const,
  list: ["tags", "all"] as const,
  defaults: ["tags", "default"] as const,
};

export type NetworkFilters = {
  search: string;
  company: string[];
  title: string[];
  tag: string[];
  query: NetworkChoice[];
};

type Page = { data: NetworkConnection[]; count: number };

const listConnections = async (filters: NetworkFilters, skip: number, limit: number) =>
  (await api<Page>("v1/list-connections", { method: "POST", body: { ...filters, skip, limit } })).data;

export function useConnectionsPage(filters: NetworkFilters, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: networkKeys.page(filters, page, pageSize),
    queryFn: () => listConnections(filters, (page - 1) * pageSize, pageSize),
    placeholderData: (prev) => prev,
    enabled,
  });
}

export function useConnectionsInfinite(filters: NetworkFilters, pageSize: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: networkKeys.infinite(filters, pageSize),
    queryFn: ({ pageParam }) => listConnections(filters, pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    enabled,
  });
}

export async function fetchUploadStatus() {
  return (await api<UploadStatus>("v2/linkedin/upload-status")).data;
}

export function useUploadStatus() {
  return useQuery({
    queryKey: networkKeys.uploadStatus,
    queryFn: fetchUploadStatus,
    // Re-fetched every 5 s while the LinkedIn upload is still running (spec 001 §4).
    refetchInterval: (q) => {
      const s = q.state.data?.linkedin;
      return s && s.completed !== s.total ? UPLOAD_POLL_MS : false;
    },
  });
}

export function useExperienceLookup(field: "company" | "title", search: string, enabled: boolean) {
  return useQuery({
    queryKey: networkKeys.experience(field, search),
    queryFn: async () => (await api<string[]>("v1/list-experience", { method: "POST", body: { field, search, limit: 10 } })).data,
    enabled,
    staleTime: 30_000,
  });
}

export function useTags(enabled = true) {
  return useQuery({
    queryKey: tagKeys.list,
    queryFn: async () => (await api<{ data: TagDto[]; count: number }>("v1/list-tags", { method: "POST", body: { limit: 1000 } })).data.data,
    enabled,
    staleTime: 60_000,
  });
}

export function useDefaultTags(enabled = true) {
  return useQuery({
    queryKey: tagKeys.defaults,
    queryFn: async () => (await api<{ data: TagDto[]; count: number }>("v1/list-default-tags", { method: "POST", body: { limit: 1000 } })).data.data,
    enabled,
    staleTime: 60_000,
  });
}

export type ExtendedNetwork = { id: string; name: string; linkedin_url: string | null; connections: number };

export function useExtendedNetworks(enabled = true) {
  return useQuery({
    queryKey: networkKeys.extended,
    queryFn: async () => (await api<ExtendedNetwork[]>("v2/extended-network/")).data,
    enabled,
  });
}

function useInvalidateNetwork() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: networkKeys.all }), qc.invalidateQueries({ queryKey: userDetailsQuery.queryKey })]);
}

/** Reads a file as base64 so the server sees the exact bytes (invalid UTF-8, BOM). */
export async function fileToBase64(file: File): Promise<string> {
  const buffer = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < buffer.length; i += 0x8000) binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function useUploadNetwork() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: async (file: File) =>
      api<{ kind: string; job_id: string | null; total: number }>("v2/linkedin/network-bulk", {
        method: "POST",
        body: { file_name: file.name, content_base64: await fileToBase64(file) },
      }),
    onSuccess: invalidate,
  });
}

export function useUploadExtended() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: async (input: { file: File } & ({ owner_id: string } | { owner_name: string; owner_linkedin_url: string })) => {
      const { file, ...owner } = input;
      return api<{ job_id: string; total: number }>("v2/extended-network/", { method: "POST", body: { ...owner, file_name: file.name, content_base64: await fileToBase64(file) } });
    },
    onSuccess: invalidate,
  });
}

export function useAddContact() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (input: AddContactInput) => api("v2/linkedin/add-user", { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteConnections() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1 ? api(`v1/delete-connection/${ids[0]}`, { method: "DELETE" }) : api("v1/delete-connection", { method: "DELETE", body: { ids } }),
    onSuccess: invalidate,
  });
}

export function useAddRelationship() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (input: { profile_link: string[]; tags: string[] }) => api("v1/add-user-tags-multi", { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useSetTags() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (input: { profile_link: string; tags: string[] }) => api("v1/user-tags-multi", { method: "PUT", body: input }),
    onSuccess: invalidate,
  });
}

export function useRejectSuggestion() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: (id: string) => api(`v1/reject-suggestion/${id}`, { method: "PUT" }), onSuccess: invalidate });
}

export function useAcceptSuggestion() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (input: { profile_link: string; tag: string }) => api("v1/add-user-tags", { method: "POST", body: { profile_link: input.profile_link, tags: [input.tag] } }),
    onSuccess: invalidate,
  });
}

export function useCreateTag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tag: string) => api<TagDto>("v1/create-tag", { method: "POST", body: { tag } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: tagKeys.all }),
  });
}

// ---------------------------------------------------------------- Google (Gmail and Calendar)

/** GET v1/gmail-login: the Google URL to go to, or `synced` when the link already exists. */
export async function fetchGoogleLinkStart() {
  return (await api<{ url: string | null; synced?: boolean }>("v1/gmail-login")).data;
}

/** POST v1/gmail-callback: hands Google's answer to the server, which starts the sync. */
export async function finishGoogleLink(body: OAuthCallbackInput) {
  return api("v1/gmail-callback", { method: "POST", body });
}

/** Marks the member's own connections private or shared again (issue 31): the list and the sharing figures refresh. */
export function useMarkPrivate() {
  const invalidate = useInvalidateNetwork();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: MarkPrivateInput) => (await api<MarkPrivateResult>("v2/connections/private", { method: "POST", body: input })).data,
    onSuccess: () => Promise.all([invalidate(), qc.invalidateQueries({ queryKey: sharingQuery.queryKey })]),
  });
}
