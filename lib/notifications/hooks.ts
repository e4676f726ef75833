"use client";

import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { api } from "@/lib/http/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AlertList, NotificationDto, NotificationSettings, SiteNotice } from "./schema";

/** Once `enabled`, fetches the unread notifications of one type on mount, shows each as a toast, then marks it read. */
export function useNotificationToasts(type: string, enabled = true) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !enabled) return;
    done.current = true;
    void (async () => {
      try {
        const { data } = await api<NotificationDto[]>("v2/notifications", { query: { type } });
        for (const n of data) {
          toast.success(n.message);
          await api("v2/notifications/read", { method: "PUT", query: { id: n.id } });
        }
      } catch {
        // A missed welcome toast is not worth an error on the pipeline.
      }
    })();
  }, [type, enabled]);
}

export const noticeKeys = {
  message: ["site-notice"] as const,
  admin: ["site-notice", "admin"] as const,
};

/** GET v2/message: the site-wide notice every member sees ('' when none). */
export function useSiteMessage(enabled = true) {
  return useQuery({ queryKey: noticeKeys.message, queryFn: async () => (await api<{ message: string }>("v2/message")).data.message, enabled, staleTime: 5 * 60_000 });
}

/** The superadmin's view of the notice (where it comes from) and its editor. */
export function useAdminSiteNotice(enabled = true) {
  return useQuery({ queryKey: noticeKeys.admin, queryFn: async () => (await api<SiteNotice>("v2/admin/message")).data, enabled });
}

export function useSetSiteNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) => (await api<SiteNotice>("v2/admin/message", { method: "PUT", body: { message } })).data,
    onSuccess: (notice) => {
      qc.setQueryData(noticeKeys.admin, notice);
      void qc.invalidateQueries({ queryKey: noticeKeys.message });
    },
  });
}

export const alertKeys = { list: ["alerts"] as const, settings: ["alerts", "settings"] as const };

/** The bell (issue 29): the member's unread alerts, checked every minute and when the tab regains focus. */
export function useAlerts(enabled = true) {
  return useQuery({
    queryKey: alertKeys.list,
    queryFn: async () => (await api<AlertList>("v2/notifications/alerts")).data,
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useMarkAlertRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("v2/notifications/read", { method: "PUT", query: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: alertKeys.list }),
  });
}

export function useMarkAllAlertsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ marked: number }>("v2/notifications/read-all", { method: "PUT" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: alertKeys.list }),
  });
}

/** The member's notification settings (the daily digest, off by default). */
export function useNotificationSettings(enabled = true) {
  return useQuery({ queryKey: alertKeys.settings, queryFn: async () => (await api<NotificationSettings>("v2/notifications/settings")).data, enabled });
}

export function useSetNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationSettings) => (await api<NotificationSettings>("v2/notifications/settings", { method: "PUT", body: input })).data,
    onSuccess: (data) => qc.setQueryData(alertKeys.settings, data),
  });
}
