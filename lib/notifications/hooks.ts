"use client";

import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { api } from "@/lib/http/client";
import type { NotificationDto } from "./schema";

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
