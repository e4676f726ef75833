"use client";

import { Loader2 } from "lucide-react";
import { PersonLink } from "@/components/people/person-link";
import { figuresState } from "@/lib/pipeline/figures";
import { bestWayIn, latestFigures, pathCountsTail } from "@/lib/pipeline/best-way-in";
import type { LeadRow } from "@/lib/pipeline/types";
import { StrengthChip } from "./detail/path-cells";
import { LeadAvatar } from "./lead-avatar";
import { warmPathCount } from "./warm-paths-count";

/**
 * The pipeline's 'Best way in' (issue 28): who to ask first — the first introducer's avatar and name
 * (opening their panel), the strength and the one-line reason — then '48 paths · 12 Good' beneath.
 * 'computing…' before the first count; the count with a spinner while it is about to change. The
 * figures come from the refresh job (relation_metrics.best_path), never from a search in the request.
 */
export function BestWayIn({ lead, count }: { lead: Partial<LeadRow>; count?: React.ReactNode }) {
  const state = figuresState(lead);
  if (state === "computing")
    return (
      <span className="text-xs text-muted-foreground italic" data-testid="warm-paths">
        computing…
      </span>
    );
  const way = bestWayIn(lead);
  const m = latestFigures(lead);
  const total = warmPathCount(lead);
  return (
    <div className="grid min-w-0 gap-0.5" data-testid="best-way-in">
      {way.kind === "path" ? (
        <>
          <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
            <span className="hidden xl:contents">
              <LeadAvatar name={way.best.introducers[0]?.name ?? ""} />
            </span>
            <PersonLink id={way.introducerId} name={way.best.introducers[0]?.name ?? ""} className="text-sm font-medium" />
            <StrengthChip strength={way.best.strength} className="shrink-0" />
          </div>
          {way.best.reason && (
            // Whole, never cut: the reason is why this is the way in.
            <p className="text-xs break-words whitespace-normal text-muted-foreground" data-testid="best-way-in-reason">
              {way.best.reason}
            </p>
          )}
        </>
      ) : way.kind === "direct-me" ? (
        <p className="text-sm font-medium text-green-800" data-testid="best-way-in-direct">
          You know them directly
        </p>
      ) : way.kind === "direct-team" ? (
        <p className="text-sm font-medium" data-testid="best-way-in-direct">
          A teammate knows them directly
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">No warm path yet</p>
      )}
      <p className="text-xs text-muted-foreground tabular-nums" data-testid="path-counts">
        {state === "updating" && <Loader2 className="mr-1 inline size-3 animate-spin" aria-label="updating" />}
        <span data-testid="warm-paths" className="font-medium text-foreground">
          {count ?? total}
        </span>
        {pathCountsTail(total, m?.strength_counts)}
        {(m?.direct_count ?? 0) > 0 && (
          <span data-testid="direct-connects" className="ml-1">
            + {m!.direct_count} direct
          </span>
        )}
      </p>
    </div>
  );
}
