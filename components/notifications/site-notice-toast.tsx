"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { useSiteMessage } from "@/lib/notifications/hooks";

const SEEN_KEY = "scuba.site-notice.seen";

/**
 * The site-wide notice (spec 001 §7 'the message call'): shown as a warning when not empty, once per
 * browser session — a changed notice shows again.
 */
export function SiteNoticeToast() {
  const message = useSiteMessage();
  useEffect(() => {
    const text = message.data?.trim();
    if (!text) return;
    try {
      if (window.sessionStorage.getItem(SEEN_KEY) === text) return;
      window.sessionStorage.setItem(SEEN_KEY, text);
    } catch {
      // Storage blocked: show it anyway.
    }
    toast.warning(text, { duration: 10_000 });
  }, [message.data]);
  return null;
}
