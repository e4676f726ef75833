import { createHmac } from "node:crypto";

// The end-to-end server signs device-key cookies (lib/auth/device-cookie.ts) with this secret, so
// the suite can hand its browsers and API contexts one known device — as a person who always uses
// the same laptop would be. Test-only: any real deployment sets its own SESSION_SECRET.
export const E2E_SESSION_SECRET = "e2e-session-secret-e2e-session-secret-0001";

/** The cookie value the server would have issued for `key` (the same HMAC as device-cookie.ts). */
export function e2eDeviceCookieValue(key: string): string {
  const sig = createHmac("sha256", new TextEncoder().encode(E2E_SESSION_SECRET)).update(`device-key:${key}`).digest("base64url");
  return `${key}.${sig}`;
}
