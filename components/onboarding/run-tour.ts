"use client";

// The tour library (driver.js: small, dependency-free, keyboard-accessible, MIT) and its styles load
// with the first tour a member opens, not with every page.
import { driver, type Driver } from "driver.js";
import "driver.js/dist/driver.css";
import { tourSelector } from "@/lib/onboarding/tours";

export type RunnableStep = { anchor: string | null; title: string; body: string };

/**
 * Walks the steps one index at a time; `onEnd` runs once when the tour is finished or closed (the
 * overlay, the ×, Escape or 'Done'). Returns the driver so a newer tour can replace this one.
 */
export function runTour(steps: RunnableStep[], onEnd: () => void): Driver {
  const tour = driver({
    showProgress: steps.length > 1,
    progressText: "{{current}} of {{total}}",
    nextBtnText: "Next",
    prevBtnText: "Back",
    doneBtnText: "Done",
    popoverClass: "scuba-tour",
    stagePadding: 6,
    stageRadius: 8,
    steps: steps.map((s) => ({
      element: s.anchor ? tourSelector(s.anchor) : undefined,
      popover: { title: s.title, description: s.body },
    })),
    onDestroyed: onEnd,
  });
  tour.drive();
  return tour;
}
