"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { REDIRECT_COUNTDOWN_S } from "@/lib/config/constants";

/** Counts down from 5 s once `active`, then goes to `to` (verify-email and reset-password). */
export function useRedirectCountdown(active: boolean, to = "/login/") {
  const router = useRouter();
  const [left, setLeft] = useState(REDIRECT_COUNTDOWN_S);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  useEffect(() => {
    if (active && left === 0) router.replace(to);
  }, [active, left, router, to]);
  return left;
}
