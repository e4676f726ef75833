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
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  const tour: Driver = driver({
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
    // Closing (×, Escape, the overlay) or 'Done' starts the destroy: count the tour seen there, since
    // the library skips onDestroyed when it is closed before its first step has settled.
    onDestroyStarted: () => {
      end();
      tour.destroy();
    },
    onDestroyed: end,
    // The library marks the highlighted element as a popup trigger (aria-haspopup, -expanded,
    // -controls); on a card or a table, which is no button, those attributes are invalid ARIA. It sets
    // them in the same task that calls onHighlightStarted (and before its ~400 ms animation ends, when
    // onHighlighted runs), so they are taken off right after that task as well as at the end.
    onHighlightStarted: (element) => queueMicrotask(() => stripPopupAria(element)),
    onHighlighted: stripPopupAria,
  });
  tour.drive();
  return tour;
}

function stripPopupAria(element: Element | undefined) {
  if (!element || element.matches("button, a[href], input, select, textarea, [role]")) return;
  for (const name of ["aria-haspopup", "aria-expanded", "aria-controls"]) element.removeAttribute(name);
}
