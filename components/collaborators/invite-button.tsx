"use client";

import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { comingSoon } from "@/lib/ui/coming-soon";

/**
 * The invite-collaborator button with its badge (invites awaiting acceptance). The collaborators
 * issue replaces the placeholder action with the Team Collaborators dialog and the real count.
 */
export function InviteButton({ pendingCount = 0 }: { pendingCount?: number }) {
  return (
    <Button variant="outline" size="sm" className="relative" onClick={comingSoon} data-testid="invite-button">
      <UserPlus aria-hidden /> Invite
      {pendingCount > 0 && (
        <span className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-primary text-[10px] font-semibold text-primary-foreground">
          {pendingCount}
        </span>
      )}
    </Button>
  );
}
