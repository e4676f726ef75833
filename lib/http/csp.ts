// The pages' Content-Security-Policy (DESIGN §11, issue 12 §11): scripts only with this response's
// nonce (Next puts it on its own bootstrap scripts when it finds the policy on the request), so an
// injected inline script never runs. Styles stay 'unsafe-inline': the UI library sets style
// attributes, and styles cannot run code.
// Relative: next.config.ts loads this file too, where the @ alias does not resolve.
import { demoTourUrl } from "../config/demo-tour-url";

export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()";

/**
 * The origin of DEMO_TOUR_URL (the hosted interactive demo the 'Take a Guided Tour' dialog embeds),
 * or null when it is unset or not an https URL — then nothing may be framed.
 */
export function demoTourOrigin(raw = process.env.DEMO_TOUR_URL): string | null {
  const url = demoTourUrl(raw);
  return url ? new URL(url).origin : null;
}

export function pageCsp(nonce: string, dev = process.env.NODE_ENV !== "production", frameOrigin = demoTourOrigin()): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    frameOrigin ? `frame-src ${frameOrigin}` : "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** API answers are data, never documents: nothing may load or run in them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
