"use client";

import { apiUrl } from "@/lib/http/client";
import { EventBatcher, type QueuedEvent } from "./batcher";

// Wires the batcher to the page: one delegated click listener (button clicks and menu openings) and a
// flush when the page is hidden or left. Page views are added by the shell on route changes.

const LOGS_PATH = "v2/logs";

/** sendBeacon when the page is going away (or always, where it exists); else a keepalive fetch. */
function sendBatch(events: QueuedEvent[], unloading: boolean) {
  const body = JSON.stringify({ events });
  const url = apiUrl(LOGS_PATH);
  if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
    if (navigator.sendBeacon(url, new Blob([body], { type: "application/json" }))) return;
    if (unloading) return;
  }
  void fetch(url, { method: "POST", body, keepalive: true, credentials: "same-origin", headers: { "content-type": "application/json" } }).catch(() => {
    // Dropped: logs are best effort.
  });
}

/** What a click is about, in the words on the control (an explicit data-log name wins). */
export function describeControl(el: Element): string {
  return el.getAttribute("data-log") || el.getAttribute("aria-label") || el.textContent || "";
}

/** Classifies a click: a menu or list opening, a button, or nothing worth logging. */
export function classifyClick(target: Element | null): { type: "button_click" | "drop_down_open"; el: Element } | null {
  if (!target) return null;
  const trigger = target.closest('[aria-haspopup="menu"], [aria-haspopup="listbox"], [aria-haspopup="dialog"][role="combobox"], [role="combobox"]');
  // A trigger that is already open is being closed: not an opening.
  if (trigger && trigger.getAttribute("aria-expanded") !== "true") return { type: "drop_down_open", el: trigger };
  if (trigger) return null;
  const button = target.closest('button, [role="button"], [role="menuitem"], [role="tab"]');
  return button ? { type: "button_click", el: button } : null;
}

const currentPage = () => window.location.pathname;

/** Starts logging for a signed-in member; returns the page-view recorder and a stop function. */
export function startActivityLog(): { pageView: (path: string) => void; stop: () => void } {
  const batcher = new EventBatcher(sendBatch, { online: () => navigator.onLine !== false });
  const onClick = (e: MouseEvent) => {
    const hit = classifyClick(e.target instanceof Element ? e.target : null);
    if (hit) batcher.add(hit.type, describeControl(hit.el), currentPage());
  };
  const onHide = () => {
    if (document.visibilityState === "hidden") batcher.flush(true);
  };
  const onPageHide = () => batcher.flush(true);
  document.addEventListener("click", onClick, { capture: true, passive: true });
  document.addEventListener("visibilitychange", onHide);
  window.addEventListener("pagehide", onPageHide);
  batcher.start();
  return {
    pageView: (path) => batcher.add("page_view", path, path),
    stop: () => {
      batcher.flush(true);
      batcher.stop();
      document.removeEventListener("click", onClick, { capture: true });
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
    },
  };
}
