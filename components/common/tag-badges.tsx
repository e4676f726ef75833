import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { tagTextColour } from "@/lib/ui/tag-colour";

export type TagBadge = { label: string; colour: string; /** Shown on hover instead of the label, e.g. with evidence. */ hint?: string };

/**
 * The first `max` tags as badges, then "+N" naming the rest on hover. A badge is never wider than
 * its cell (its label cut with an ellipsis, named in full on hover); light tag colours are darkened
 * for the text.
 */
export function TagBadges({ tags, max, overflow }: { tags: TagBadge[]; max: number; overflow: "lines" | "list" }) {
  const hidden = tags.slice(max);
  return (
    <div className="flex min-w-0 flex-wrap gap-1">
      {tags.slice(0, max).map((t) => (
        <Tooltip key={t.label}>
          <TooltipTrigger asChild>
            <Badge variant="outline" className="max-w-full cursor-help" style={{ borderColor: t.colour, color: tagTextColour(t.colour) }}>
              <span className="truncate">{t.label}</span>
            </Badge>
          </TooltipTrigger>
          <TooltipContent>{t.hint ?? t.label}</TooltipContent>
        </Tooltip>
      ))}
      {hidden.length > 0 && (
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge variant="secondary" className="cursor-help">
              +{hidden.length}
            </Badge>
          </TooltipTrigger>
          <TooltipContent>
            {overflow === "list" ? hidden.map((t) => t.label).join(", ") : hidden.map((t) => <p key={t.label}>{t.hint ?? t.label}</p>)}
          </TooltipContent>
        </Tooltip>
      )}
    </div>
  );
}
