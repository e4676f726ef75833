"use client";

import { Toaster } from "@/components/ui/sonner";
import { TOAST_DURATION_MS } from "@/lib/config/constants";

/**
 * The app's one Toaster: one toast at a time, 5 s each (spec 000 §9). Bottom right: the top of the
 * page holds what a member reaches for while a toast shows — Invite, the account menu, the network's
 * counters — and the bottom right holds nothing that a toast would hide for long.
 */
export function AppToaster() {
  return <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} position="bottom-right" richColors closeButton />;
}
