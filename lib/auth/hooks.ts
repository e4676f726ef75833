"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, SessionRedirectError } from "@/lib/http/client";
import { clearLocalData } from "@/lib/http/device-id";
import type { LoginInput, SignupInput, UserDetails } from "./schema";

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

export type LoginResult = { token: string; user: UserDetails; redirect_url: string };

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) =>
      (await api<LoginResult>("v2/login", { method: "POST", body: input, skipSessionRules: true })).data,
    onSuccess: (result) => {
      window.localStorage.setItem("user", JSON.stringify(result.user));
      queryClient.setQueryData(userDetailsQuery.queryKey, result.user);
    },
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: async (input: SignupInput) =>
      (await api<{ id: string }>("v2/signup", { method: "POST", body: input, skipSessionRules: true })),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Local data goes even if the call fails; a dead session already redirects to the login page.
      await api("v2/logout", { method: "POST" }).catch((e) => {
        if (e instanceof SessionRedirectError) throw e;
      });
    },
    onSettled: (_data, error) => {
      if (error instanceof SessionRedirectError) return;
      clearLocalData();
      queryClient.clear();
      // A full load drops every in-memory trace of the session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/");
    },
  });
}
