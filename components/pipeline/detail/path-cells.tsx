import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import { ORIGIN_TYPE_LABEL, displayName } from "@/lib/leads/path-filters";
import type { PathNode, PathSegment, PathStrength } from "@/lib/paths/types";
import { tagTextColour } from "@/lib/ui/tag-colour";

/** A person on a path: avatar, name ('Me' rule), role at company. */
export function NodeCell({ node, showType }: { node: PathNode; showType?: boolean }) {
  const { role, company } = node.data;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <LeadAvatar name={displayName(node)} src={node.data.profile} />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium" title={node.data.name}>
          {displayName(node)}
        </p>
        <p className="line-clamp-2 text-xs break-words whitespace-normal text-muted-foreground" title={[role, company].filter(Boolean).join(" at ")}>
          {[role, company].filter(Boolean).join(" at ") || "—"}
        </p>
        {showType && node.origin_type && ORIGIN_TYPE_LABEL[node.origin_type] !== displayName(node) && (
          <p className="text-[11px] text-muted-foreground">{ORIGIN_TYPE_LABEL[node.origin_type]}</p>
        )}
      </div>
    </div>
  );
}

/** A segment's tags, best first, each with its evidence on hover (DESIGN §6.4). */
export function SegmentTags({ segment, max = 2 }: { segment: PathSegment | undefined; max?: number }) {
  if (!segment || !segment.tag.length) return <span className="text-xs text-muted-foreground">—</span>;
  const shown = segment.tag.slice(0, max);
  return (
    <div className="flex flex-wrap gap-1">
      {/* A badge is never wider than its cell (the second introducer's tags sit indented in a narrow
          column); the tooltip names the tag in full. Light tag colours are darkened for the text. */}
      {shown.map(([label, colour], i) => (
        <Tooltip key={label}>
          <TooltipTrigger asChild>
            <Badge variant="outline" className="max-w-full cursor-help" style={{ borderColor: colour, color: tagTextColour(colour) }}>
              <span className="truncate">{label}</span>
            </Badge>
          </TooltipTrigger>
          <TooltipContent>{segment.details[i]?.evidence ? `${label}: ${segment.details[i]!.evidence}` : label}</TooltipContent>
        </Tooltip>
      ))}
      {segment.tag.length > max && (
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge variant="secondary" className="cursor-help">
              +{segment.tag.length - max}
            </Badge>
          </TooltipTrigger>
          <TooltipContent>
            {segment.details.slice(max).map((d) => (
              <p key={d.tag}>
                {d.tag}: {d.evidence}
              </p>
            ))}
          </TooltipContent>
        </Tooltip>
      )}
    </div>
  );
}

const STRENGTH_STYLE: Record<PathStrength, string> = {
  Good: "bg-green-100 text-green-800 border-green-200",
  Average: "bg-yellow-100 text-yellow-800 border-yellow-200",
  Weak: "bg-red-100 text-red-800 border-red-200",
};

export function StrengthBadge({ strength, score }: { strength: PathStrength; score: number }) {
  return (
    <Badge variant="outline" className={STRENGTH_STYLE[strength]} title={`Score ${score}/100`}>
      {strength}
    </Badge>
  );
}
