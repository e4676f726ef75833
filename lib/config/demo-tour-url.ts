// DEMO_TOUR_URL, the hosted interactive demo that 'Take a Guided Tour' embeds instead of the built-in
// walkthrough. Parsed here, on the ground floor, because both the page (lib/onboarding's dialog) and
// the Content-Security-Policy (lib/http/csp.ts, which names its origin in frame-src) need it.
// No imports: next.config.ts loads csp.ts, and through it this file, where the @ alias does not resolve.

/** Kept only when it is an https URL (it is framed); anything else is none. */
export function parseDemoTourUrl(raw: string | undefined | null): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The configured hosted demo (DEMO_TOUR_URL), or null for the built-in walkthrough. */
export function demoTourUrl(raw = process.env.DEMO_TOUR_URL): string | null {
  return parseDemoTourUrl(raw);
}
