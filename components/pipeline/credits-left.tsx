"use client";

import { useCredit } from "@/lib/leads/hooks";
import { useNotificationToasts } from "@/lib/notifications/hooks";

/** The member's credits left. The first credit read grants the welcome credits and their FREE_LEAD notification. */
export function CreditsLeft() {
  const credit = useCredit();
  useNotificationToasts("FREE_LEAD", credit.isSuccess);
  if (!credit.data) return null;
  return (
    <span className="text-sm whitespace-nowrap text-muted-foreground" data-testid="credits-left">
      {credit.data.remaining} {credit.data.remaining === 1 ? "credit" : "credits"} left
    </span>
  );
}
