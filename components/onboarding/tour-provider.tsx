"use client";

import { createContext, useCallback, useContext, useEffect, useRef } from "react";
import { useMarkGuideSeen } from "@/lib/onboarding/hooks";
import type { TourModule } from "@/lib/onboarding/schema";
import { pickTourSteps, tourSelector, TOURS } from "@/lib/onboarding/tours";

type TourApi = { startTour: (module: TourModule) => Promise<void> };

const TourContext = createContext<TourApi | null>(null);

/** How long a tour waits for its page to render its first anchor (after a navigation, say). */
const ANCHOR_WAIT_MS = 5000;

/**
 * Opens guided tours (spec 000 §4): one at a time; ending or closing one marks its module seen
 * (PUT v2/onboarding/guide), which lowers its remaining count. Auto-open rules live with the pages
 * (useAutoTour) and the first-run flow; this only runs tours.
 */
export function TourProvider({ children }: { children: React.ReactNode }) {
  // TanStack Query keeps `mutate` stable across renders.
  const { mutate: markSeen } = useMarkGuideSeen();
  const active = useRef<{ destroy: () => void } | null>(null);

  const starting = useRef<TourModule | null>(null);

  const startTour = useCallback(
    async (module: TourModule) => {
      // A second ask while one is on its way (a double click, two triggers at once) is the same tour.
      if (starting.current) return;
      starting.current = module;
      try {
        active.current?.destroy();
        active.current = null;
        await waitForAnyAnchor(module);
        const steps = pickTourSteps(module, (anchor) => document.querySelector(tourSelector(anchor)) !== null);
        const { runTour } = await import("./run-tour");
        const tour = runTour(steps, () => {
          if (active.current === tour) active.current = null;
          markSeen(module);
        });
        active.current = tour;
      } finally {
        starting.current = null;
      }
    },
    [markSeen],
  );

  // Leaving the app (sign-out, say) takes an open tour with it.
  useEffect(() => () => active.current?.destroy(), []);

  return <TourContext.Provider value={{ startTour }}>{children}</TourContext.Provider>;
}

export function useTour(): TourApi {
  const api = useContext(TourContext);
  if (!api) throw new Error("useTour needs a TourProvider");
  return api;
}

/** Resolves once one of the module's anchors is on the page, or after ANCHOR_WAIT_MS (centred steps then). */
function waitForAnyAnchor(module: TourModule): Promise<void> {
  const selector = [...new Set(TOURS[module].flat().map((s) => tourSelector(s.anchor)))].join(",");
  if (document.querySelector(selector)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => document.querySelector(selector) && done());
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(done, ANCHOR_WAIT_MS);
  });
}
