import { PersonLink } from "@/components/people/person-link";
import { Card } from "@/components/ui/card";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import type { LeadIdentity } from "./detail-view";

/** The lead the paths reach: beside the table from 1536 px, a strip above it below that. */
export function TargetCard({ lead }: { lead: LeadIdentity }) {
  return (
    <Card
      className="flex-row flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 2xl:sticky 2xl:top-6 2xl:w-64 2xl:shrink-0 2xl:flex-col 2xl:gap-2 2xl:p-5 2xl:text-center"
      aria-label="Target"
      data-tour="paths-target"
    >
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Target</p>
      <LeadAvatar name={lead.name || "?"} src={lead.picture} />
      <p className="font-semibold" data-testid="target-name">
        {/* The path's last node opens the person panel too (issue 28). */}
        <PersonLink id={lead.personId} name={lead.name || "—"} />
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
