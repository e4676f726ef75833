import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** In place of a list that did not load: what failed, and Retry. */
export function LoadError({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div className={cn("flex flex-col items-center gap-3 p-10 text-sm", className)}>
      <p className="text-destructive">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
