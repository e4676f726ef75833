import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { figuresState } from "@/lib/pipeline/figures";
import type { LeadRow } from "@/lib/pipeline/types";

/** The lead's latest warm-path count (0 when it has none). */
export function warmPathCount(lead: Partial<LeadRow>): number {
  return lead.linkedin_user?.relation_metrics_target?.find((m) => m.is_latest)?.total_path ?? 0;
}

/**
 * A lead's '# Warm Paths' as home shows it (issue 27 §2; the pipeline shows its 'Best way in', issue 28): 'computing…' before its
 * first count, the count with a spinner while it is being recomputed, else the count (or `ready`,
 * the count dressed by the caller).
 */
export function WarmPathsCount({ lead, ready }: { lead: Partial<LeadRow>; ready?: ReactNode }) {
  const state = figuresState(lead);
  if (state === "computing")
    return (
      <span className="text-xs text-muted-foreground italic" title="Warm paths are being computed">
        computing…
      </span>
    );
  if (state === "updating")
    return (
      <span className="inline-flex items-center gap-1" title="Warm paths are being updated">
        <Loader2 className="size-3 animate-spin text-muted-foreground" aria-label="updating" />
        {warmPathCount(lead)}
      </span>
    );
  return <>{ready ?? warmPathCount(lead)}</>;
}
