"use client";

import { Info, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { INFO_AUTO_DISMISS_MS } from "@/lib/onboarding/constants";
import { markInfoShown, useInfo } from "@/lib/onboarding/hooks";
import type { InfoModule } from "@/lib/onboarding/schema";
import { cn } from "@/lib/utils";

/**
 * A module's info banner (spec 000 §4, §9): shown while its remaining count is above 0; showing it
 * counts once (PATCH v2/info), and it dismisses itself after 5000 ms or when closed. `done`: the
 * member already did what it asks (e.g. imported their connections) — it neither shows nor counts.
 */
export function InfoBanner({ module, className, done = false }: { module: InfoModule; className?: string; done?: boolean }) {
  const info = useInfo(module);
  const [dismissed, setDismissed] = useState(false);
  const counted = useRef(false);
  const show = !done && !dismissed && !!info.data && info.data.remaining > 0 && !!info.data.message;

  useEffect(() => {
    if (!show) return;
    if (!counted.current) {
      counted.current = true;
      // Fire and forget: a banner that could not be counted shows again next time, nothing worse.
      markInfoShown(module).catch(() => {});
    }
    const timer = setTimeout(() => setDismissed(true), INFO_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [show, module]);

  if (!show) return null;
  return (
    <div
      role="status"
      data-testid={`info-banner-${module}`}
      className={cn("flex items-start gap-3 rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-foreground", className)}
    >
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <p className="flex-1">{info.data!.message}</p>
      <Button variant="ghost" size="icon-sm" className="-my-1" aria-label="Dismiss" onClick={() => setDismissed(true)}>
        <X />
      </Button>
    </div>
  );
}
