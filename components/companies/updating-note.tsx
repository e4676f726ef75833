import { RefreshCw } from "lucide-react";

/**
 * Said while an answer is a company map of the team network from just before a teammate's addition
 * (decision 019): `what` it shows is from then, and the screen asks again until the refresh is done.
 */
export function UpdatingNote({ computedAt, what }: { computedAt: string; what: "These ways in are" | "These counts are" }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg border bg-muted/40 px-4 py-2 text-sm text-muted-foreground">
      <RefreshCw className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
      <span>
        Updating: your team&apos;s network just grew. {what} from <time dateTime={computedAt}>just before</time>; they refresh here on their own.
      </span>
    </p>
  );
}
