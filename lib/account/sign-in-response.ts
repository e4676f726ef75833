import "server-only";
import { ok } from "@/lib/api/envelope";
import { setSessionCookie } from "@/lib/auth/cookies";
import type { DeviceInfo } from "@/lib/auth/device";
import { setDeviceCookie } from "@/lib/auth/device-cookie";
import { safeRedirectPath } from "@/lib/auth/redirects";
import { getUserDetails } from "./user-details";
import type { SignInResult } from "@/lib/auth/sign-in";

/**
 * The answer of every sign-in call: the second step's challenge, or the session (token + cookie).
 * Either way a browser that came without a device key leaves with the one this sign-in used.
 */
export async function signInResponse(result: SignInResult, device: DeviceInfo, extra: Record<string, unknown> = {}) {
  if (result.kind === "challenge") {
    const res = ok({ ...result.challenge, ...extra }, "Two-factor verification required");
    setDeviceCookie(res, device);
    return res;
  }
  const details = await getUserDetails(result.user);
  const res = ok({ token: result.token, user: details, redirect_url: safeRedirectPath(result.user.redirectUrl) ?? "", ...extra }, "Login successful");
  setSessionCookie(res, result.token, result.expiresAt, result.remember);
  setDeviceCookie(res, device);
  return res;
}
