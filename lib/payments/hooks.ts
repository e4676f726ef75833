"use client";

import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api, apiBlob } from "@/lib/http/client";
import {
  PAYMENT_POLL_MS,
  PAYMENT_STORAGE_KEY,
  type CreatePaymentResponse,
  type PaymentDto,
  type PaymentPage,
  type PlansResponse,
} from "./constants";
import type { BillingInput, CreatePaymentInput } from "./schema";
import { saveBlob } from "@/lib/http/save-blob";

// Browser side of payments: queries, mutations, and the plan dialog's one shared state (opened from
// Add Credits, the out-of-credits notice, the payments page and `/?next=payment`).

export const paymentKeys = {
  plans: ["payment-plans"] as const,
  status: (id: string) => ["payment-status", id] as const,
  history: (page: number) => ["payments", page] as const,
  sandbox: (id: string) => ["sandbox-checkout", id] as const,
};

export function usePlans(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.plans,
    queryFn: async () => (await api<PlansResponse>("payment/v1/plans", { query: { type: "lead" } })).data,
    enabled,
    staleTime: 60_000,
  });
}

export function useCreatePayment() {
  return useMutation({
    mutationFn: async (input: CreatePaymentInput) => (await api<CreatePaymentResponse>("payment/v1/payment", { method: "POST", body: input })).data,
  });
}

export function useRetryPayment() {
  return useMutation({
    mutationFn: async (paymentId: string) =>
      (await api<CreatePaymentResponse>("payment/v1/payment/retry", { method: "POST", body: { payment_id: paymentId } })).data,
  });
}

/** Polls every second while the payment is pending (spec 000 §4); stops on an outcome or an error. */
export function usePaymentStatus(paymentId: string | null) {
  return useQuery({
    queryKey: paymentKeys.status(paymentId ?? ""),
    queryFn: async () => (await api<PaymentDto>("payment/v1/payment/status", { query: { payment_id: paymentId } })).data,
    enabled: Boolean(paymentId),
    retry: false,
    refetchInterval: (q) => (q.state.error || (q.state.data && q.state.data.status !== "pending") ? false : PAYMENT_POLL_MS),
  });
}

export function usePaymentHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...paymentKeys.history(page), pageSize],
    queryFn: async () => (await api<PaymentPage>("payment/v1/payment", { query: { page, page_size: pageSize } })).data,
    placeholderData: keepPreviousData,
  });
}

/** Downloads the receipt as `<payment_id>.pdf`. */
export async function downloadInvoice(paymentId: string) {
  const blob = await apiBlob("payment/v1/payment/invoice", { query: { payment_id: paymentId } });
  saveBlob(blob, `${paymentId}.pdf`);
}

/** The payment in progress (spec 000 §3 'payment data'), kept until the billing page succeeds. */
export function storePaymentData(data: { payment_id: string; plan_id: string }) {
  try {
    localStorage.setItem(PAYMENT_STORAGE_KEY, JSON.stringify(data));
  } catch {
    /* storage unavailable: nothing depends on it */
  }
}
export function clearPaymentData() {
  try {
    localStorage.removeItem(PAYMENT_STORAGE_KEY);
  } catch {
    /* ignore */
  }
}

// ---- the plan dialog's state --------------------------------------------------------------------

type PlanDialogState = { open: boolean; selectedPlanId: string | null };
let state: PlanDialogState = { open: false, selectedPlanId: null };
const listeners = new Set<() => void>();
const CLOSED: PlanDialogState = { open: false, selectedPlanId: null };

function setState(next: PlanDialogState) {
  state = next;
  listeners.forEach((l) => l());
}

export function openPlanDialog(selectedPlanId: string | null = null) {
  setState({ open: true, selectedPlanId });
}

/** Closing clears the selected plan (spec 000 §4). */
export function closePlanDialog() {
  setState({ open: false, selectedPlanId: null });
}

export function selectPlan(selectedPlanId: string | null) {
  setState({ ...state, selectedPlanId });
}

export function usePlanDialog(): PlanDialogState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => CLOSED,
  );
}

// ---------------------------------------------------------------- the sandbox provider's checkout page

export type SandboxCheckoutOrder = PaymentDto & { billing: BillingInput };

export function useSandboxCheckout(paymentId: string) {
  return useQuery({
    queryKey: paymentKeys.sandbox(paymentId),
    queryFn: async () => (await api<SandboxCheckoutOrder>("payment/v1/sandbox", { query: { payment_id: paymentId } })).data,
    retry: false,
  });
}

/** Pays or declines a sandbox order; answers where the provider sends the browser back to. */
export async function answerSandboxCheckout(kind: "pay" | "decline", body: { payment_id: string; reason?: string }) {
  return (await api<{ redirect: string }>(`payment/v1/sandbox/${kind}`, { method: "POST", body })).data;
}
