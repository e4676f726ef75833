"use client";

import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { ConnectionTag } from "@/lib/network/schema";
import { tagTextColour } from "@/lib/ui/tag-colour";

/**
 * The first `max` tags of a person, then "+N" with the rest in a tooltip (cards 1, table 2).
 * `taggedBy`: on a teammate's row, whose tags these are — their own manual tags say so.
 */
export function TagChips({ tags, max, taggedBy }: { tags: ConnectionTag[]; max: number; taggedBy?: string | null }) {
  const shown = tags.filter((t) => t.status !== "suggested");
  if (!shown.length) return <span className="text-xs text-muted-foreground">—</span>;
  const rest = shown.slice(max);
  const byTeammate = taggedBy && shown.some((t) => t.status !== "system");
  const title = (t: ConnectionTag) => [t.evidence ? `${t.tag}: ${t.evidence}` : t.tag, taggedBy && t.status !== "system" ? `tagged by ${taggedBy}` : ""].filter(Boolean).join(" — ");
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1">
      {shown.slice(0, max).map((t) => (
        <Badge key={t.id} variant="outline" className="max-w-full xl:max-w-40" style={{ borderColor: t.colour, color: tagTextColour(t.colour) }} title={title(t)}>
          {/* The badge is a flex box: the ellipsis needs the label in its own block; the title names it in full. */}
          <span className="truncate">{t.tag}</span>
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge variant="secondary" data-testid="tags-more">
              +{rest.length}
            </Badge>
          </TooltipTrigger>
          <TooltipContent>{rest.map((t) => t.tag).join(", ")}</TooltipContent>
        </Tooltip>
      )}
      {byTeammate && (
        <span className="basis-full truncate text-xs text-muted-foreground" data-testid="tagged-by">
          tagged by {taggedBy}
        </span>
      )}
    </div>
  );
}
