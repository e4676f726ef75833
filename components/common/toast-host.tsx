"use client";

import { useRegisteredToaster } from "@/lib/ui/toaster-slot";

/** The root layout's slot for the Toaster (lib/ui/toaster-slot.ts): empty until a page brings one. */
export function ToastHost() {
  return useRegisteredToaster();
}
