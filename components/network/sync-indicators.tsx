"use client";

import { Calendar, Mail, Network as Linkedin } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { UploadStatus } from "@/lib/network/schema";

/** The three sync indicators: LinkedIn upload progress, e-mail and calendar contacts. */
export function SyncIndicators({ status }: { status: UploadStatus | undefined }) {
  const li = status?.linkedin;
  const running = li && li.completed !== li.total;
  return (
    <div className="flex items-center gap-4 text-sm" data-testid="sync-indicators">
      <Tooltip>
        <TooltipTrigger asChild>
          <div className="flex items-center gap-2" data-testid="sync-linkedin">
            <Linkedin className="size-4 text-[#0A66C2]" aria-hidden />
            {running ? (
              <>
                <Progress value={li.total ? (li.completed / li.total) * 100 : 0} className="w-20" />
                <span className="tabular-nums">
                  {li.completed}/{li.total}
                </span>
              </>
            ) : (
              <span className="tabular-nums">{status?.connections.total ?? 0}</span>
            )}
          </div>
        </TooltipTrigger>
        <TooltipContent>{running ? "Contact upload in progress" : "Professional network connections"}</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <div className="flex items-center gap-2" data-testid="sync-gmail">
            <Mail className="size-4 text-red-500" aria-hidden />
            <span className="tabular-nums">{status?.gmail.total ?? 0}</span>
          </div>
        </TooltipTrigger>
        <TooltipContent>People you exchanged e-mail with</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <div className="flex items-center gap-2" data-testid="sync-calendar">
            <Calendar className="size-4 text-sky-500" aria-hidden />
            <span className="tabular-nums">{status?.calendar.total ?? 0}</span>
          </div>
        </TooltipTrigger>
        <TooltipContent>People you met</TooltipContent>
      </Tooltip>
    </div>
  );
}
