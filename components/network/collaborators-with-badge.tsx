"use client";

import { Info } from "lucide-react";
import { CollaboratorsButton } from "@/components/collaborators/collaborators-button";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useCollaborators } from "@/lib/collaborators/hooks";

/** 'Collaborators' with the count of invites awaiting the member's acceptance, and what pooling means. */
export function CollaboratorsWithBadge() {
  const lists = useCollaborators();
  const pendingCount = lists.data?.to_accept.length ?? 0;
  return (
    <div className="flex items-center gap-1">
      <span className="relative" data-tour="collab-button">
        <CollaboratorsButton />
        {pendingCount > 0 && (
          <span
            className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-primary text-[10px] font-semibold text-primary-foreground"
            aria-label={`${pendingCount} invites awaiting acceptance`}
            data-testid="collaborators-badge"
          >
            {pendingCount}
          </span>
        )}
      </span>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="About collaborators">
            <Info className="text-muted-foreground" aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent className="max-w-64">Invite teammates: your networks are pooled, so each of you sees warm paths through the others&apos; connections.</TooltipContent>
      </Tooltip>
    </div>
  );
}
