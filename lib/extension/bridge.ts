"use client";

// The web app ↔ browser extension channel (issue 16; spec 001 §7 'the extension message check'):
// the app posts { source: "scuba-app", id, message } on its own window; the extension's content
// script (extension/bridge.js) answers { source: "scuba-extension", id, answer }. No extension, no
// answer: every ask resolves null after its timeout.

export const BRIDGE = { app: "scuba-app", extension: "scuba-extension" } as const;
export type ExtensionCheck = { installed: boolean; version: string; signedIn: boolean };

export function askExtension<T>(message: Record<string, unknown>, timeoutMs = 1000): Promise<T | null> {
  if (typeof window === "undefined") return Promise.resolve(null);
  return new Promise((resolve) => {
    const id = crypto.randomUUID();
    const done = (answer: T | null) => {
      clearTimeout(timer);
      window.removeEventListener("message", onMessage);
      resolve(answer);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { source?: string; id?: string; answer?: T } | null;
      if (event.source !== window || data?.source !== BRIDGE.extension || data.id !== id) return;
      done(data.answer ?? null);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    window.addEventListener("message", onMessage);
    window.postMessage({ source: BRIDGE.app, id, message }, window.location.origin);
  });
}

/** Installed? Which version? Signed in? (null: no extension in this browser) */
export function checkExtension() {
  return askExtension<ExtensionCheck>({ type: "check" }, 800);
}
