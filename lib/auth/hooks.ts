"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import { clearLocalData } from "@/lib/http/device-id";
import type { LoginInput, SignupInput, UserDetails } from "./schema";

export const userDetailsQuery = {
  queryKey: ["user-details"] as const,
  queryFn: async () => (await api<UserDetails>("v2/verify")).data,
  staleTime: 60_000,
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
      // Logout ends the server session even if the network call fails half way: local data goes regardless.
      await api("v2/logout", { method: "POST" }).catch(() => undefined);
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
