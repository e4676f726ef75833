// The route table of spec 000 §2 and 001 §2, read by proxy.ts (early redirects) and by the server
// layouts (the same rules again, with the database's word on the session).

export type RouteAccess = "guest-only" | "public" | "user" | "superadmin";

const GUEST_ONLY = [/^\/login\/?$/, /^\/signup\/?$/, /^\/forgot-password\/?$/, /^\/reset-password\/[^/]+\/?$/];
// Public: no side navigation, no sign-in needed. /auth/callback/ is the LinkedIn sign-in return, so
// it is reached before the visitor has a session.
const PUBLIC = [/^\/verify-email\/[^/]+\/?$/, /^\/invitees\/[^/]*\/?$/, /^\/auth\/google-login\/?$/, /^\/auth\/callback\/?$/];
const SUPERADMIN = [/^\/user-sessions(\/.*)?$/, /^\/user-report\/?$/, /^\/user-management\/?$/, /^\/top-network\/?$/, /^\/refresh-lead\/?$/, /^\/calibration\/?$/, /^\/erase-person\/?$/];

export function routeAccess(pathname: string): RouteAccess {
  if (GUEST_ONLY.some((r) => r.test(pathname))) return "guest-only";
  if (PUBLIC.some((r) => r.test(pathname))) return "public";
  if (SUPERADMIN.some((r) => r.test(pathname))) return "superadmin";
  return "user";
}

/** Not signed in: to /login/ with the query kept, or /signup/ when the query carries next=payment. */
export function signInRedirect(search: string): string {
  const params = new URLSearchParams(search);
  const target = params.get("next") === "payment" ? "/signup/" : "/login/";
  const qs = params.toString();
  return qs ? `${target}?${qs}` : target;
}

/** A signed-in user without the superadmin role who opens a superadmin page. */
export const SUPERADMIN_REDIRECT = "/login/?required=superadmin";

/** Where the client sends the browser for each session rule of spec 000 §4. */
export const SESSION_EXPIRED_REDIRECT = "/login/?type=session_expired";

export const NAV_ITEMS = [
  { href: "/", label: "Dashboard", icon: "home" },
  { href: "/pipeline/", label: "Pipeline", icon: "pipeline" },
  { href: "/network/", label: "Network", icon: "network" },
  { href: "/companies/", label: "Companies", icon: "companies" },
] as const;

export const ADMIN_NAV_ITEMS = [
  { href: "/user-sessions/", label: "User Sessions", icon: "sessions" },
  { href: "/user-management/", label: "User Management", icon: "users" },
  { href: "/user-report/", label: "Report", icon: "report" },
  { href: "/top-network/", label: "Top Network", icon: "top" },
  { href: "/refresh-lead/", label: "Refresh Lead", icon: "refresh" },
  { href: "/calibration/", label: "Calibration", icon: "calibration" },
  { href: "/erase-person/", label: "Erase a Person", icon: "erase" },
] as const;
