"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { CreateIntroInput, IntroRequestDto, IntroStatus } from "./schema";

// Client query options and mutations of intro requests; mutations invalidate through these keys.

type ListFilter = { scope: "sent" | "received"; status?: IntroStatus | "open"; lead_id?: string };

export const introKeys = {
  all: ["intro-requests"] as const,
  list: (filter: ListFilter) => ["intro-requests", filter] as const,
};

export function useIntroRequests(filter: ListFilter, enabled = true) {
  return useQuery({
    queryKey: introKeys.list(filter),
    enabled,
    queryFn: async () => (await api<IntroRequestDto[]>("v2/intro-requests", { query: { ...filter } })).data,
  });
}

export function useCreateIntro() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateIntroInput) => api<IntroRequestDto>("v2/intro-requests", { method: "POST", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: introKeys.all }),
  });
}

export function useMoveIntro() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: IntroStatus; note?: string }) =>
      api<IntroRequestDto>("v2/intro-requests", { method: "PATCH", query: { id: input.id }, body: { status: input.status, note: input.note ?? "" } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: introKeys.all }),
  });
}
