import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { SESSION_EXPIRED_REDIRECT, signInRedirect, SUPERADMIN_REDIRECT } from "@/lib/routes";
import { sessionCookie } from "./cookies";
import { resolveSession, type AuthContext } from "./service";
import { mustSetUpTwoFactor } from "./two-factor";

type CurrentAuth = { state: "none" } | { state: "dead" } | { state: "ok"; auth: AuthContext };

/** The session of the page request being rendered, checked against the database (once per request). */
export const getCurrentAuth = cache(async (): Promise<CurrentAuth> => {
  const token = (await cookies()).get(sessionCookie())?.value;
  if (!token) return { state: "none" };
  try {
    return { state: "ok", auth: await resolveSession(token) };
  } catch {
    return { state: "dead" };
  }
});

async function requestedSearch(): Promise<string> {
  const url = (await headers()).get("x-scuba-url") ?? "/";
  const i = url.indexOf("?");
  return i === -1 ? "" : url.slice(i);
}

/** For pages that need a signed-in user: the server-side twin of the proxy's redirect. */
export async function requireUser(): Promise<AuthContext> {
  const current = await getCurrentAuth();
  if (current.state === "ok") return current.auth;
  if (current.state === "dead") redirect(SESSION_EXPIRED_REDIRECT);
  redirect(signInRedirect(await requestedSearch()));
}

export async function requireSuperadmin(): Promise<AuthContext> {
  const auth = await requireUser();
  if (auth.user.role !== "superadmin") redirect(SUPERADMIN_REDIRECT);
  // Superadmins must use two-factor (DESIGN §11): without it the admin pages stay closed and home
  // shows the setup dialog, which cannot be dismissed until two-factor is on.
  // The API's gate asks the same (assertSuperadmin in two-factor.ts).
  if (mustSetUpTwoFactor(auth.user)) redirect("/");
  return auth;
}

/** Guest-only pages send a signed-in user (with a live session) to '/'. */
export async function redirectIfSignedIn(): Promise<void> {
  const current = await getCurrentAuth();
  if (current.state === "ok") redirect("/");
}
