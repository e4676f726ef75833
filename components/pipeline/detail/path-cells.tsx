import { Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import { ORIGIN_TYPE_LABEL, displayName } from "@/lib/paths/path-filters";
import type { PathNode, PathSegment, PathStrength } from "@/lib/paths/types";
import { TagBadges } from "@/components/common/tag-badges";

/** A person on a path: avatar, name ('Me' rule), role at company. */
export function NodeCell({ node, showType }: { node: PathNode; showType?: boolean }) {
  const { role, company } = node.data;
  return (
    <div className="flex min-w-0 items-center gap-2">
      {/* Below 1280 px the column's width goes to the name and role, not the avatar. */}
      <span className="hidden xl:contents">
        <LeadAvatar name={displayName(node)} src={node.data.profile} />
      </span>
      <div className="min-w-0">
        <p className="flex min-w-0 items-center gap-1 text-sm font-medium whitespace-normal" title={node.data.name}>
          <span className="min-w-0 break-words">{displayName(node)}</span>
          {node.top_network && <Crown className="size-3.5 shrink-0 text-amber-500" aria-label="Top network" data-testid="top-network-mark" />}
        </p>
        {/* Whole where the page has room; past three lines (1024 px, long titles) cut, named in full on hover. */}
        <p className="line-clamp-3 text-xs break-words whitespace-normal text-muted-foreground" title={[role, company].filter(Boolean).join(" at ")}>
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
  // The second introducer's tags sit indented in a narrow column: badges never outgrow their cell.
  const tags = segment.tag.map(([label, colour], i) => {
    const evidence = segment.details[i]?.evidence;
    return { label, colour, hint: evidence ? `${label}: ${evidence}` : label };
  });
  return <TagBadges tags={tags} max={max} overflow="lines" />;
}

const STRENGTH_STYLE: Record<PathStrength, string> = {
  Good: "bg-green-100 text-green-800 border-green-200",
  Average: "bg-yellow-100 text-yellow-800 border-yellow-200",
  Weak: "bg-red-100 text-red-800 border-red-200",
};

export function StrengthBadge({ strength, score, introducerAccepted = false }: { strength: PathStrength; score: number; introducerAccepted?: boolean }) {
  // The tooltip also says when this introducer said yes to one of the member's intro requests before.
  const title = `Score ${score}/100${introducerAccepted ? " · this introducer has accepted your intro requests before" : ""}`;
  return (
    <Badge variant="outline" className={STRENGTH_STYLE[strength]} title={title}>
      {strength}
    </Badge>
  );
}
