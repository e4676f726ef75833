"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { startActivityLog } from "@/lib/activity-log/dom-events";

/** Records page views, button clicks and menu openings of a signed-in member (spec 000 §3), fire-and-forget. */
export function ActivityLogger() {
  const pathname = usePathname();
  const log = useRef<ReturnType<typeof startActivityLog> | null>(null);
  useEffect(() => {
    log.current = startActivityLog();
    return () => {
      log.current?.stop();
      log.current = null;
    };
  }, []);
  useEffect(() => {
    if (pathname) log.current?.pageView(pathname);
  }, [pathname]);
  return null;
}
