"use client";

import { Toaster } from "@/components/ui/sonner";
import { TOAST_DURATION_MS } from "@/lib/config/constants";

/** The app's one Toaster: one toast at a time, 5 s each (spec 000 §9). */
export function AppToaster() {
  return <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} position="top-right" richColors closeButton />;
}
