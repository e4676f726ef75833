"use client";

import { useEffect } from "react";
import { useGuides, useOnboardingStatus } from "@/lib/onboarding/hooks";
import type { TourModule } from "@/lib/onboarding/schema";
import { useTour } from "./tour-provider";

// Opened once per page load at most: a tour closed a moment ago stays closed while its new count
// is on its way to the server.
const autoOpened = new Set<TourModule>();

/**
 * Opens a module's tour by itself (spec 001 §2–§4) `delayMs` after `ready`, when its remaining count
 * is above 0 — and only once the first run (welcome, questionnaire) is over, so it never opens on
 * top of those dialogs.
 */
export function useAutoTour(module: TourModule, ready: boolean, delayMs: number) {
  const { startTour } = useTour();
  const status = useOnboardingStatus();
  const guides = useGuides();
  const remaining = guides.data?.find((g) => g.module === module)?.remaining ?? 0;
  const firstRunOver = status.data?.onBoardingStatus === false;
  const go = ready && firstRunOver && remaining > 0;

  useEffect(() => {
    if (!go || autoOpened.has(module)) return;
    let timer = setTimeout(function open() {
      // Never on top of what the member is doing: a dialog or a menu they opened meanwhile (issue 27
      // §15, one thing at a time). The tour waits until it is closed.
      if (somethingOpen()) {
        timer = setTimeout(open, 1000);
        return;
      }
      autoOpened.add(module);
      void startTour(module);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [go, module, delayMs, startTour]);
}

function somethingOpen(): boolean {
  return Boolean(document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], [data-slot="popover-content"]'));
}
