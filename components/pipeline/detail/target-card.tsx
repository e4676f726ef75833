import { Card } from "@/components/ui/card";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import type { LeadIdentity } from "./detail-view";

/** The lead the paths reach: beside the table from 1280 px, a strip above it below that. */
export function TargetCard({ lead }: { lead: LeadIdentity }) {
  return (
    <Card
      className="flex-row flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 xl:sticky xl:top-6 xl:w-64 xl:shrink-0 xl:flex-col xl:gap-2 xl:p-5 xl:text-center"
      aria-label="Target"
      data-tour="paths-target"
    >
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Target</p>
      <LeadAvatar name={lead.name || "?"} src={lead.picture} />
      <p className="font-semibold" data-testid="target-name">
        {lead.name || "—"}
      </p>
      <p className="text-sm text-muted-foreground">{[lead.role, lead.company].filter(Boolean).join(" at ") || "—"}</p>
      {lead.profileUrl && (
        <a href={lead.profileUrl} target="_blank" rel="noreferrer" className="text-xs text-primary hover:underline">
          LinkedIn profile
        </a>
      )}
    </Card>
  );
}
