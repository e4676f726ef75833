import { describe, expect, it } from "vitest";
import { welcomeMessage } from "@/lib/credits/constants";

// Issue 27 §13: the demo member's toast said 'You have 5 free lead credits' beside '25 credits left'.
describe("the welcome credits' notice", () => {
  it("says what was granted, never a balance that the credit counter could contradict", () => {
    expect(welcomeMessage(5)).toBe("Welcome to Scuba! 5 free lead credits were added to your account to find warm paths to your first leads.");
    expect(welcomeMessage(5)).not.toMatch(/you have/i);
  });
});
