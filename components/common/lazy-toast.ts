"use client";

import { createElement } from "react";
import { registerToaster } from "@/lib/ui/toaster-slot";

export type ToastKind = "success" | "error" | "info";

/**
 * A sonner toast for the light sign-in pages: sonner and the app's Toaster are fetched on the first
 * toast, not with the page. Toasts made before the Toaster mounts are shown once it does (sonner
 * replays the active ones to a new Toaster).
 */
export async function showToast(kind: ToastKind, title: string, options?: { description?: string }) {
  const [{ toast }, { AppToaster }] = await Promise.all([import("sonner"), import("./app-toaster")]);
  registerToaster(createElement(AppToaster));
  toast[kind](title, options);
}
