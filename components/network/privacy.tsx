"use client";

import { Lock } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { errorMessage, SessionRedirectError } from "@/lib/http/client";
import { useMarkPrivate } from "@/lib/network/hooks";
import type { MarkPrivateInput, MarkPrivateResult } from "@/lib/network/schema";

// Private connections on the network page (issue 31): the row's marker, and the toast that says
// what a marking did (how many changed, how many selected rows were not the member's own).

export const PRIVATE_HINT = "Private: your teammates don't see this connection. Your own paths still use it.";

/** The lock on a private row, named for screen readers and explained on hover. */
export function PrivateMarker() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A button, so the explanation is reachable by keyboard and named for screen readers. */}
        <Badge asChild variant="outline" className="mt-0.5 gap-1 text-[10px]">
          <button type="button" aria-label={PRIVATE_HINT} data-testid="private-marker">
            <Lock className="size-3" aria-hidden /> Private
          </button>
        </Badge>
      </TooltipTrigger>
      <TooltipContent className="max-w-64">{PRIVATE_HINT}</TooltipContent>
    </Tooltip>
  );
}

export function describeMarking(r: MarkPrivateResult): { title: string; description?: string } {
  const n = (k: number) => `${k.toLocaleString("en-US")} ${k === 1 ? "connection" : "connections"}`;
  const title = r.updated === 0 ? "Nothing to change" : r.private ? `${n(r.updated)} marked private` : `${n(r.updated)} shared with your team again`;
  const parts = [r.private ? "Teammates no longer see them; your own paths still use them." : "Teammates see them again."];
  if (r.ignored) parts.push(`${n(r.ignored)} not in your own network left as ${r.ignored === 1 ? "it was" : "they were"}.`);
  return { title, description: r.updated === 0 && !r.ignored ? "They already were." : parts.join(" ") };
}

/** Marks connections and tells the member what happened; resolves true when the call succeeded. */
export function useMarkConnections() {
  const mark = useMarkPrivate();
  async function run(input: MarkPrivateInput): Promise<boolean> {
    try {
      const r = await mark.mutateAsync(input);
      const { title, description } = describeMarking(r);
      toast.success(title, { description });
      return true;
    } catch (e) {
      if (!(e instanceof SessionRedirectError)) toast.error("Could not change the connections", { description: errorMessage(e, "Please try again.") });
      return false;
    }
  }
  return { run, pending: mark.isPending };
}
