import { describe, expect, it } from "vitest";
import { TOUR_STEP_COUNT } from "@/lib/onboarding/constants";
import { TOUR_MODULES } from "@/lib/onboarding/schema";
import { pickTourSteps, tourForPath, TOURS } from "@/lib/onboarding/tours";

const all = (tour: keyof typeof TOURS) => new Set(TOURS[tour].flat().map((s) => s.anchor));

describe("guided tours", () => {
  it("each module's main tour has the spec's number of steps (HOME 3, RELATIONSHIP 10, PIPELINE 5)", () => {
    for (const tour of TOUR_MODULES) expect(TOURS[tour][0]).toHaveLength(TOUR_STEP_COUNT[tour]);
    expect(TOUR_STEP_COUNT).toMatchObject({ HOME: 3, RELATIONSHIP: 10, PIPELINE: 5 });
  });

  it("uses the first variant whose anchors are all on the page", () => {
    // The returning home and the onboarding home have different anchors.
    const onboarding = new Set(TOURS.HOME[1]!.map((s) => s.anchor));
    expect(pickTourSteps("HOME", (a) => onboarding.has(a)).map((s) => s.anchor)).toEqual(TOURS.HOME[1]!.map((s) => s.anchor));
    const returning = new Set(TOURS.HOME[0]!.map((s) => s.anchor));
    expect(pickTourSteps("HOME", (a) => returning.has(a))[0]!.title).toBe(TOURS.HOME[0]![0]!.title);
    // A lead with paths: all ten anchors exist (the empty variant's are a subset) → the ten-step tour.
    expect(pickTourSteps("RELATIONSHIP", (a) => all("RELATIONSHIP").has(a))).toHaveLength(10);
    // No paths: the row anchors are missing → the empty-state steps, all anchored.
    const empty = new Set(TOURS.RELATIONSHIP[1]!.map((s) => s.anchor));
    const steps = pickTourSteps("RELATIONSHIP", (a) => empty.has(a));
    expect(steps).toHaveLength(3);
    expect(steps.every((s) => s.anchor !== null)).toBe(true);
  });

  it("never points at a missing element: such a step shows centred", () => {
    const present = new Set(["pipeline-search", "pipeline-table"]);
    const steps = pickTourSteps("PIPELINE", (a) => present.has(a));
    expect(steps).toHaveLength(5);
    expect(steps.filter((s) => s.anchor !== null).map((s) => s.anchor)).toEqual(["pipeline-search", "pipeline-table"]);
    expect(pickTourSteps("COLLABORATOR", () => false).every((s) => s.anchor === null)).toBe(true);
  });

  it("'How to use' picks the page's tour", () => {
    expect(tourForPath("/")).toBe("HOME");
    expect(tourForPath("/pipeline/")).toBe("PIPELINE");
    expect(tourForPath("/pipeline/abc123/")).toBe("RELATIONSHIP");
    expect(tourForPath("/network/")).toBe("COLLABORATOR");
    expect(tourForPath("/payment/")).toBeNull();
  });
});
