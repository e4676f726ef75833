// Session lifetimes: 'Remember me' keeps a device signed in for 30 days; otherwise the cookie
// lives for the browser session and the server ends it after 12 hours at most.
export const SESSION_TTL_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_TTL_SHORT_MS = 12 * 60 * 60 * 1000;
/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function sessionCookieName(secure: boolean) {
  // The __Host- prefix pins the cookie to this host, path / and HTTPS (DESIGN §11).
  return secure ? "__Host-scuba_session" : "scuba_session";
}
