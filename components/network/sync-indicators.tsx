"use client";

import { Calendar, Mail, Network as Linkedin } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { UploadStatus } from "@/lib/network/schema";

/** The three sync indicators: LinkedIn upload progress, e-mail and calendar contacts. */
export function SyncIndicators({ status, onShowSummary }: { status: UploadStatus | undefined; onShowSummary?: () => void }) {
  const li = status?.linkedin;
  const running = li && li.completed !== li.total;
  const finished = li?.status === "done" && li.rows !== undefined;
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
            ) : finished && onShowSummary ? (
              <button type="button" className="tabular-nums underline-offset-4 hover:underline" onClick={onShowSummary} data-testid="upload-summary-open">
                {status?.connections.total ?? 0}
              </button>
            ) : (
              <span className="tabular-nums">{status?.connections.total ?? 0}</span>
            )}
          </div>
        </TooltipTrigger>
        <TooltipContent>{running ? "Contact upload in progress" : finished ? "Professional network connections — click for your last upload's summary" : "Professional network connections"}</TooltipContent>
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
