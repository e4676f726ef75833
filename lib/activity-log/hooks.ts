"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { ActivityPage } from "./schema";

export const activityKeys = {
  user: (userId: string, skip: number, limit: number) => ["activity", userId, skip, limit] as const,
};

/** A user's recent activity for a superadmin (GET v2/admin/logs), newest first. */
export function useUserActivity(userId: string, skip: number, limit: number) {
  return useQuery({
    queryKey: activityKeys.user(userId, skip, limit),
    queryFn: async () => (await api<ActivityPage>("v2/admin/logs", { query: { user_id: userId, skip, limit } })).data,
    placeholderData: keepPreviousData,
  });
}
