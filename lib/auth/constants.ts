import { DAY_MS } from "@/lib/config/constants";

// Session lifetimes: 'Remember me' keeps a device signed in for 30 days; otherwise the cookie
// lives for the browser session and the server ends it after 12 hours at most.
export const SESSION_TTL_REMEMBER_MS = 30 * DAY_MS;
export const SESSION_TTL_SHORT_MS = 12 * 60 * 60 * 1000;
/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function sessionCookieName(secure: boolean) {
  // The __Host- prefix pins the cookie to this host, path / and HTTPS (DESIGN §11).
  return secure ? "__Host-scuba_session" : "scuba_session";
}

// The sign-in and sign-up forms' texts (spec 000 §5), shared by the zod schemas (lib/auth/schema.ts)
// and the light checks the two pages run without zod (lib/auth/form-checks.ts).
export const LOGIN_TEXTS = {
  email: "Invalid email address.",
  password: "Password should not be empty.",
} as const;

export const SIGNUP_TEXTS = {
  name: "Name must be at least 2 characters.",
  email: "Invalid email address.",
  password: "Password must be at least 8 characters.",
  confirmPassword: "Confirm password must be at least 8 characters.",
  agree_to_tos: "Accept the terms and conditions to continue",
} as const;

/** The longest name sign-up takes. */
export const NAME_MAX = 200;

/** Spec 000 §5: the form shows these as a toast; the server answers the text on confirmPassword. */
export const PASSWORDS_MISMATCH = { title: "Passwords don't match", text: "Please make sure your passwords match." } as const;
