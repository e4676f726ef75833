"use client";

import { useSyncExternalStore, type ReactNode } from "react";

// The one place toasts are drawn is a slot in the root layout (components/common/toast-host.tsx),
// so a toast survives a move between route groups (a provider's return page sending the browser
// back to /login/ with its error). The slot stays empty until a page brings the Toaster: the signed-in
// layouts at once (components/providers.tsx), the sign-in pages only when they have something to
// say (components/common/lazy-toast.ts) — sonner is not part of their first load.
let toaster: ReactNode = null;
const listeners = new Set<() => void>();

export function registerToaster(element: ReactNode) {
  if (toaster) return;
  toaster = element;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The registered Toaster element, or null (always null on the server). */
export function useRegisteredToaster(): ReactNode {
  return useSyncExternalStore(
    subscribe,
    () => toaster,
    () => null,
  );
}
