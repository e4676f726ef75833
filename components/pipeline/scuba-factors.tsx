import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { ScubaSortFactors } from "@/lib/paths/types";

/** Why a lead ranks where it does under the Scuba AI sort (DESIGN §6.10). */
export function ScubaFactors({ factors }: { factors: Record<string, unknown> }) {
  const f = factors as Partial<ScubaSortFactors>;
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-xs">
      <dt>Best path strength</dt>
      <dd className="text-right">{f.best_score ?? 0}/100</dd>
      <dt>Good paths</dt>
      <dd className="text-right">{f.good_paths ?? 0}</dd>
      <dt>Last interaction</dt>
      <dd className="text-right">{f.interaction_days == null ? "never" : `${f.interaction_days} days ago`}</dd>
      <dt>Top Network role</dt>
      <dd className="text-right">{f.top_network_match ? "yes" : "no"}</dd>
      <dt>Accepted intro request</dt>
      <dd className="text-right">{f.accepted_intro ? "yes" : "no"}</dd>
      <dt className="font-semibold">Score</dt>
      <dd className="text-right font-semibold">{f.total ?? 0}</dd>
    </dl>
  );
}

/** A warm-path count whose tooltip explains the lead's AI-sort rank (loaded lazily by the leads table). */
export function ScubaFactorsTooltip({ factors, children }: { factors: Record<string, unknown>; children: React.ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger className="cursor-help underline decoration-dotted">{children}</TooltipTrigger>
      <TooltipContent>
        <ScubaFactors factors={factors} />
      </TooltipContent>
    </Tooltip>
  );
}
