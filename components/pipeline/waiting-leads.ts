"use client";

import { useSyncExternalStore } from "react";
import type { CreateLeadInput } from "@/lib/leads/schema";

// Leads a credit stopped (issue 27 §5): the rows of a CSV upload it did not reach, or the lead typed
// in the form, kept in this browser until the member has credits again — a purchase leaves the page
// for the checkout, so they live in localStorage (cleared with the rest at sign-out), one member's
// at a time. Nothing is typed or uploaded twice: the pipeline offers to send them from where it stopped.

const KEY = "scuba.waiting-leads";

/** One lead waiting: what the form or the CSV row sent, and where it came from (a file's line, or the form). */
export type WaitingLead = { lead: CreateLeadInput; from: string; row: number | null };
export type WaitingLeads = { userId: string; leads: WaitingLead[] };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: WaitingLeads | null } = { raw: null, value: null };

function read(): WaitingLeads | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null; // storage unavailable: nothing kept
  }
  if (raw !== cached.raw) {
    let value: WaitingLeads | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as WaitingLeads) : null;
      value = parsed && typeof parsed.userId === "string" && Array.isArray(parsed.leads) && parsed.leads.length ? parsed : null;
    } catch {
      value = null;
    }
    cached = { raw, value };
  }
  return cached.value;
}

function write(value: WaitingLeads | null) {
  try {
    if (value && value.leads.length) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the member is told what was not added, nothing more */
  }
  listeners.forEach((l) => l());
}

/** The member's waiting leads (another member's, left in this browser, do not count). */
export function waitingLeadsOf(userId: string | undefined): WaitingLead[] {
  const kept = read();
  return kept && userId && kept.userId === userId ? kept.leads : [];
}

/** Keeps `leads` after what already waits (a form's lead joins a stopped upload's rows). */
export function keepWaiting(userId: string, leads: WaitingLead[]) {
  write({ userId, leads: [...waitingLeadsOf(userId), ...leads] });
}

/** Replaces what waits (a resumed upload keeps only what it has not sent yet). */
export function setWaiting(userId: string, leads: WaitingLead[]) {
  write({ userId, leads });
}

export function clearWaiting() {
  write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The member's waiting leads, kept in step with this tab's and other tabs' changes. */
export function useWaitingLeads(userId: string | undefined): WaitingLead[] {
  const kept = useSyncExternalStore(subscribe, read, () => null);
  return kept && userId && kept.userId === userId ? kept.leads : EMPTY;
}
const EMPTY: WaitingLead[] = [];
