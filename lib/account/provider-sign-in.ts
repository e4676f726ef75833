import "server-only";
import type { NextRequest } from "next/server";
import { ok } from "@/lib/api/envelope";
import { finishAuthorization, flowCookieName, startAuthorization } from "@/lib/oauth/flow";
import { deviceFromRequest } from "@/lib/auth/device-cookie";
import { signInWithProvider } from "@/lib/auth/oauth-sign-in";
import { signInResponse } from "./sign-in-response";
import { getUserDetails } from "./user-details";

// The shared bodies of the Google and LinkedIn sign-in routes (thin route files call these).

/** GET: the provider URL in data.url, with the flow's sealed cookie. */
export async function beginProviderSignIn(provider: "google" | "linkedin") {
  const { url, cookie } = await startAuthorization(provider);
  const res = ok({ url }, "Redirecting to the provider");
  res.cookies.set(cookie.name, cookie.value, cookie.options);
  return res;
}

/** POST: redeem the provider's code; answers the session (token, user, user_info) or the second step. */
export async function completeProviderSignIn(
  provider: "google" | "linkedin",
  req: NextRequest,
  deviceId: string,
  input: { code?: string; state?: string; error?: string },
) {
  const identity = await finishAuthorization(provider, input, req.cookies.get(flowCookieName(provider))?.value);
  const device = deviceFromRequest(req, deviceId);
  const { result, isNew } = await signInWithProvider(provider, identity, device);
  const extra: Record<string, unknown> = { is_new: isNew };
  if (result.kind === "session") extra.user_info = await getUserDetails(result.user);
  const res = await signInResponse(result, device, extra);
  res.cookies.set(flowCookieName(provider), "", { path: "/", maxAge: 0 });
  return res;
}
