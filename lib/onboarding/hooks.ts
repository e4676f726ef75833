"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { userDetailsQuery } from "@/lib/auth/hooks";
import { api } from "@/lib/http/client";
import type { GuideEntry, InfoEntry, InfoModule, OnboardingAnswersInput, OnboardingRecord, OnboardingStatus, TourModule } from "./schema";

// Browser side of onboarding, tours and info banners (the calls of spec 000 §7).

export const onboardingKeys = {
  all: ["onboarding"] as const,
  record: ["onboarding", "record"] as const,
  status: ["onboarding", "status"] as const,
  guides: ["onboarding", "guides"] as const,
  info: (module: InfoModule) => ["onboarding", "info", module] as const,
  demoTour: ["onboarding", "demo-tour"] as const,
};

export function useOnboardingRecord(enabled = true) {
  return useQuery({ queryKey: onboardingKeys.record, queryFn: async () => (await api<OnboardingRecord[]>("v2/onboarding")).data, enabled });
}

export function useOnboardingStatus(enabled = true) {
  return useQuery({ queryKey: onboardingKeys.status, queryFn: async () => (await api<OnboardingStatus>("v2/onboarding/status")).data, enabled, staleTime: 60_000 });
}

/** The questionnaire: the answers, or `{ skipped: true }`. Either completes onboarding. */
export function useSubmitOnboarding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: OnboardingAnswersInput | { skipped: true }) => (await api<OnboardingStatus>("v2/onboarding", { method: "PUT", body: input })).data,
    onSuccess: (status) => {
      qc.setQueryData(onboardingKeys.status, status);
      void qc.invalidateQueries({ queryKey: onboardingKeys.record });
      void qc.invalidateQueries({ queryKey: userDetailsQuery.queryKey });
    },
  });
}

export function useGuides(enabled = true) {
  return useQuery({ queryKey: onboardingKeys.guides, queryFn: async () => (await api<GuideEntry[]>("v2/onboarding/guide")).data, enabled, staleTime: 60_000 });
}

/** A tour was ended or closed: the module counts as seen once more. */
export function useMarkGuideSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (module: TourModule) => (await api<GuideEntry>("v2/onboarding/guide", { method: "PUT", body: { module } })).data,
    onSuccess: (entry) => {
      qc.setQueryData<GuideEntry[]>(onboardingKeys.guides, (list) => list?.map((g) => (g.module === entry.module ? entry : g)));
      void qc.invalidateQueries({ queryKey: userDetailsQuery.queryKey });
    },
  });
}

export function useInfo(module: InfoModule, enabled = true) {
  return useQuery({ queryKey: onboardingKeys.info(module), queryFn: async () => (await api<InfoEntry>("v2/info", { query: { module } })).data, enabled, staleTime: Infinity });
}

/** A banner was shown: one showing fewer remains (the shown one stays on screen until dismissed). */
export async function markInfoShown(module: InfoModule) {
  return (await api<InfoEntry>("v2/info", { method: "PATCH", query: { module } })).data;
}

// ---- The first run's dialogs, reachable again ----------------------------------------------------
// The welcome dialog and the questionnaire open by themselves once, one after the other; the account
// menu opens either again at will (a small store, as the plan dialog's).

export type FirstRunDialog = "welcome" | "questionnaire" | null;
let reopened: FirstRunDialog = null;
const firstRunListeners = new Set<() => void>();

export function reopenFirstRunDialog(dialog: FirstRunDialog) {
  reopened = dialog;
  for (const l of firstRunListeners) l();
}

/** The first-run dialog the member reopened from the account menu, if any. */
export function useReopenedFirstRunDialog(): FirstRunDialog {
  return useSyncExternalStore(
    (l) => {
      firstRunListeners.add(l);
      return () => firstRunListeners.delete(l);
    },
    () => reopened,
    () => null,
  );
}
