import "server-only";
import { ok } from "@/lib/api/envelope";
import { setSessionCookie } from "./cookies";
import { safeRedirectPath } from "./redirects";
import { getUserDetails } from "./user-details";
import type { SignInResult } from "./sign-in";

/** The answer of every sign-in call: the second step's challenge, or the session (token + cookie). */
export async function signInResponse(result: SignInResult, extra: Record<string, unknown> = {}) {
  if (result.kind === "challenge") return ok({ ...result.challenge, ...extra }, "Two-factor verification required");
  const details = await getUserDetails(result.user);
  const res = ok({ token: result.token, user: details, redirect_url: safeRedirectPath(result.user.redirectUrl) ?? "", ...extra }, "Login successful");
  setSessionCookie(res, result.token, result.expiresAt, result.remember);
  return res;
}
