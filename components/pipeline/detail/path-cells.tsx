"use client";

import { ChevronDown, Crown } from "lucide-react";
import { PersonLink } from "@/components/people/person-link";
import { Badge } from "@/components/ui/badge";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import { ORIGIN_TYPE_LABEL, displayName } from "@/lib/paths/path-filters";
import type { PathNode, PathSegment, PathStrength, WarmPath } from "@/lib/paths/types";
import { TagBadges } from "@/components/common/tag-badges";
import { cn } from "@/lib/utils";

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
          {/* A person opens their panel (issue 28); the member's own node ('Me') is themself. */}
          <PersonLink id={node.origin_type === "me" ? null : node.id} name={displayName(node)} className="min-w-0">
            <span className="min-w-0 break-words">{displayName(node)}</span>
          </PersonLink>
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

export const STRENGTH_STYLE: Record<PathStrength, string> = {
  Good: "bg-green-100 text-green-800 border-green-200",
  Average: "bg-yellow-100 text-yellow-800 border-yellow-200",
  Weak: "bg-red-100 text-red-800 border-red-200",
};

/** The strength as a chip (the pipeline's best way in, the person panel). */
export function StrengthChip({ strength, className }: { strength: PathStrength; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STRENGTH_STYLE[strength], className)}>
      {strength}
    </Badge>
  );
}

/**
 * The strength badge opens the reasons (issue 28): a real popover, reached by Tab and opened by
 * Enter or Space, with each segment's tags, evidence and score, and how they make the path's score.
 */
export function StrengthPopover({ path }: { path: WarmPath }) {
  const nodes = [path.origin, ...path.path, path.target];
  const total = path.tag.reduce((sum, s) => sum + s.highest_tag, 0);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          className="inline-flex cursor-pointer items-center rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label={`${path.strength}, score ${path.score} of 100: show the reasons`}
          data-testid="strength-button"
        >
          <Badge variant="outline" className={cn(STRENGTH_STYLE[path.strength], "gap-0.5")}>
            {path.strength}
            <ChevronDown className="size-3" aria-hidden />
          </Badge>
        </button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 max-w-[calc(100vw-2rem)] p-0" data-testid="strength-popover">
        <div className="border-b px-4 py-3">
          <p className="text-sm font-semibold">
            {path.strength} · score {path.score}/100
          </p>
          <p className="text-xs text-muted-foreground">
            Each link counts its best tag (out of 10): {path.tag.map((s) => s.highest_tag).join(" + ")} = {total} of {path.highest}.
          </p>
          {path.introducer_accepted_before && <p className="mt-1 text-xs text-primary">{displayName(path.path[0]!)} has accepted your intro requests before.</p>}
        </div>
        <ol className="grid gap-3 px-4 py-3">
          {path.tag.map((segment, i) => (
            <li key={`${segment.from}>${segment.to}`} className="grid gap-1" data-testid="strength-segment">
              <p className="flex items-baseline justify-between gap-2 text-xs font-medium">
                <span className="min-w-0 break-words">
                  {displayName(nodes[i]!)} → {displayName(nodes[i + 1]!)}
                </span>
                <span className="shrink-0 tabular-nums text-muted-foreground">{segment.highest_tag}/10</span>
              </p>
              {segment.details.length ? (
                <ul className="grid gap-1">
                  {segment.details.map((d) => (
                    <li key={d.tag} className="grid gap-0.5 text-xs">
                      <span className="flex items-center justify-between gap-2">
                        <span className="inline-flex min-w-0 items-center gap-1.5 font-medium">
                          <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: d.colour }} aria-hidden />
                          {d.tag}
                        </span>
                        <span className="tabular-nums text-muted-foreground">{d.score}</span>
                      </span>
                      {d.evidence && <span className="break-words text-muted-foreground">{d.evidence}</span>}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-xs text-muted-foreground">No tag on this link.</p>
              )}
            </li>
          ))}
        </ol>
      </PopoverContent>
    </Popover>
  );
}
