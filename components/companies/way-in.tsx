import { ArrowRight } from "lucide-react";
import { StrengthChip } from "@/components/pipeline/detail/path-cells";
import { PersonLink } from "@/components/people/person-link";
import type { WayIn } from "@/lib/paths/company-map";

export const DIRECT_TEXT = "You know them directly";

/** A person's best way in: origin → introducer → them, its strength and its one-line reason. */
export function WayInCell({ way }: { way: WayIn | null }) {
  if (!way) return <span className="text-sm text-muted-foreground">No way in yet</span>;
  const direct = !way.introducer;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-1.5 text-sm">
        {direct && way.origin.type === "me" ? (
          <span className="font-medium">{DIRECT_TEXT}</span>
        ) : (
          <>
            {way.origin.type === "me" ? <span className="font-medium">{way.origin.name}</span> : <PersonLink id={way.origin.id} name={way.origin.name} className="font-medium" />}
            <ArrowRight className="size-3.5 text-muted-foreground" aria-label="then" />
            {way.introducer ? (
              <>
                <PersonLink id={way.introducer.id} name={way.introducer.name} className="font-medium" />
                <ArrowRight className="size-3.5 text-muted-foreground" aria-label="then" />
              </>
            ) : null}
            <span className="text-muted-foreground">them</span>
          </>
        )}
        <StrengthChip strength={way.strength} />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="way-in-reason">
        {way.reason}
      </p>
    </div>
  );
}
