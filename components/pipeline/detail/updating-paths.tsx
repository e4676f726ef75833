import { Loader2 } from "lucide-react";

/** Over the paths while the lead's figures are being recounted (a refresh job queued or running): the table follows by itself. */
export function UpdatingPaths() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status" data-testid="paths-updating">
      <Loader2 className="size-4 animate-spin" aria-hidden /> Warm paths are being recounted in the background; this table updates by itself.
    </p>
  );
}
