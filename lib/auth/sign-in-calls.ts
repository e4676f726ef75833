"use client";

import { api } from "@/lib/http/client";
import type { LoginChallenge, LoginInput, SignupInput, TwoFactorLoginInput, UserDetails } from "./schema";

// The sign-in calls as plain functions over the one browser API client (device id, envelope):
// the sign-in and sign-up pages use them without TanStack Query, and lib/auth/hooks.ts wraps the
// same functions for the pages that have it. Calls made on the login page skip the session rules
// (a 403 there must not loop back to it).

export type LoginSession = { token: string; user: UserDetails; redirect_url: string };
/** A sign-in answers either the session or the second step's challenge (spec 000 §3). */
export type LoginResult = LoginSession | LoginChallenge;

export function isChallenge(result: LoginResult): result is LoginChallenge {
  return (result as LoginChallenge).screen === "2fa";
}

/** POSTs a sign-in (password, second step, provider return); a session's user details are kept locally. */
export async function postSignIn<I, R extends LoginResult = LoginResult>(path: string, input: I): Promise<R> {
  const result = (await api<R>(path, { method: "POST", body: input, skipSessionRules: true })).data;
  if (!isChallenge(result)) window.localStorage.setItem("user", JSON.stringify(result.user));
  return result;
}

export function login(input: LoginInput) {
  return postSignIn<LoginInput>("v2/login", input);
}

/** The second step: the authenticator code or the new-device code. */
export function twoFactorLogin(input: TwoFactorLoginInput) {
  return postSignIn<TwoFactorLoginInput>("v2/2fa-login", input);
}

export function signup(input: SignupInput) {
  return api<{ id: string }>("v2/signup", { method: "POST", body: input, skipSessionRules: true });
}

export function resendVerification(email: string) {
  return api<null>("v2/resend-verification", { method: "POST", body: { email }, skipSessionRules: true });
}

/** Starts a provider sign-in: GET the provider's URL (data.url) for the browser to go to. */
export async function fetchProviderUrl(path: string) {
  return (await api<{ url: string }>(path, { skipSessionRules: true })).data.url;
}
