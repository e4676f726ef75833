"use client";

import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { api } from "@/lib/http/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationDto, SiteNotice } from "./schema";

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
