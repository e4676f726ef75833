"use client";

import { toast } from "sonner";
import { ApiClientError } from "@/lib/http/client";
import { openPlanDialog } from "@/lib/payments/hooks";

// Out of credits (spec 001 §8): wherever a 402 arrives — adding a lead by the form or a CSV upload,
// opening a lead that arrived uncharged, re-pointing a lead — the spec's notice shows and the plan
// dialog opens, so the member can buy credits and go on.

export function outOfCreditsText(name: string) {
  return `Oops, you're out of credits! Buy more credits to see warm paths to ${name} right away!`;
}

/** A 402 from the API (the server puts it in `detail` too, spec 001 §8). */
export function isOutOfCredits(error: unknown): boolean {
  return error instanceof ApiClientError && (error.status === 402 || error.detail?.statusCode === 402);
}

/** The notice (a toast over the plan dialog) and the plan dialog. */
export function showOutOfCredits(name: string) {
  toast.warning(outOfCreditsText(name), { id: "out-of-credits" });
  openPlanDialog();
}
