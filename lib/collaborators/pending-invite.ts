"use client";

// The invite a visitor opened before signing in ("invitee: pending_invite" in spec 000 §3's store).
// Kept in localStorage and in the sign-up query (?invite=), so the invite page comes back after
// sign-in even when the account was verified in another browser.
const KEY = "pending_invite";
export const INVITE_QUERY_PARAM = "invite";

export function rememberPendingInvite(code: string) {
  window.localStorage.setItem(KEY, code);
}

/** Reads and forgets the pending invite: the query's, else the stored one. */
export function takePendingInvite(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get(INVITE_QUERY_PARAM);
  const stored = window.localStorage.getItem(KEY);
  window.localStorage.removeItem(KEY);
  const code = (fromQuery || stored || "").trim();
  return code && /^[A-Za-z0-9_-]{10,200}$/.test(code) ? code : null;
}

export function invitePagePath(code: string) {
  return `/invitees/${encodeURIComponent(code)}/`;
}
