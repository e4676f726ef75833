"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, signOutStarted } from "@/lib/http/client";
import { clearLocalData } from "@/lib/http/device-id";
import { isChallenge, postSignIn, type LoginResult, type LoginSession } from "./sign-in-calls";
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginChallenge,
  ResetPasswordInput,
  UserDetails,
} from "./schema";

export const userDetailsQuery = {
  queryKey: ["user-details"] as const,
  queryFn: async () => (await api<UserDetails>("v2/verify")).data,
  staleTime: 60_000,
  // Coming back to the tab re-checks the session, so a revoked one is noticed at once.
  refetchOnWindowFocus: "always" as const,
};

export function useUserDetails() {
  return useQuery(userDetailsQuery);
}

/** Closes the welcome dialog for good, on every device. */
export function useCloseWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>("v2/welcome", { method: "PUT" }),
    onSuccess: () => queryClient.setQueryData<UserDetails>(userDetailsQuery.queryKey, (u) => (u ? { ...u, show_welcome: false } : u)),
  });
}

// The sign-in and sign-up pages call lib/auth/sign-in-calls.ts directly (they have no TanStack
// Query); the provider return page finishes its sign-in through this hook.
export { isChallenge, type LoginResult, type LoginSession } from "./sign-in-calls";

function useSignInMutation<I, R extends LoginResult = LoginResult>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => postSignIn<I, R>(path, input),
    onSuccess: (result) => {
      if (!isChallenge(result)) queryClient.setQueryData(userDetailsQuery.queryKey, result.user);
    },
  });
}

export type ProviderSignInResult = (LoginSession & { is_new: boolean }) | (LoginChallenge & { is_new: boolean });

/** Finishes a Google or LinkedIn sign-in with the provider's code and state. */
export function useProviderSignIn(path: string) {
  return useSignInMutation<{ code?: string; state?: string; error?: string }, ProviderSignInResult>(path);
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (token: string) => api<null>("v2/verify-email", { method: "POST", body: { token }, skipSessionRules: true }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (input: ForgotPasswordInput) =>
      api<null>("v2/forgot-password", { method: "POST", body: input, skipSessionRules: true }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) =>
      api<null>("v2/reset-forgot-password", { method: "POST", body: input, skipSessionRules: true }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => api<null>("v2/change-password", { method: "POST", body: input }),
  });
}

export type TwoFactorSecret = { qr_code: string; secret: string };

export function useGenerateTwoFactor() {
  return useMutation({
    mutationFn: async () => (await api<TwoFactorSecret>("v2/generate-2fa-token", { method: "POST" })).data,
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { code: string; password: string }) =>
      (await api<{ recovery_codes: string[] }>("v2/enable-2fa", { method: "POST", body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQuery.queryKey }),
  });
}

export function useTwoFactorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email_notifications: boolean) =>
      api<{ email_notifications: boolean }>("v2/two-factor-settings", { method: "PATCH", body: { email_notifications } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQuery.queryKey }),
  });
}


/** Ends the session on the server and ignores the answer (the caller clears local data itself). */
export async function endServerSession() {
  await api("v2/logout", { method: "POST", skipSessionRules: true }).catch(() => {});
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // From here, a call that fails because the session is ending redirects nowhere (a poll or a
      // refetch may meet the ended session before this navigation).
      signOutStarted();
      // Local data goes whatever the answer: a session that is already dead is signed out too.
      await endServerSession();
    },
    onSettled: () => {
      clearLocalData();
      queryClient.clear();
      // A full load drops every in-memory trace of the session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/");
    },
  });
}
