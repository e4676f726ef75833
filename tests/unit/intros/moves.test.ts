import { describe, expect, it } from "vitest";
import { canMove, INTRO_STATUSES, nextStatuses, OPEN_STATUSES } from "@/lib/intros/schema";

describe("intro request moves", () => {
  it("the teammate answers, the requester withdraws and records what followed", () => {
    expect(nextStatuses("requested", "responder", false)).toEqual(["accepted", "declined"]);
    expect(nextStatuses("requested", "requester", false)).toEqual(["withdrawn"]);
    expect(nextStatuses("accepted", "requester", false)).toEqual(["intro_made", "closed", "withdrawn"]);
    expect(nextStatuses("accepted", "responder", false)).toEqual([]);
    expect(nextStatuses("intro_made", "requester", false)).toEqual(["meeting_booked", "won", "lost", "closed"]);
    expect(nextStatuses("meeting_booked", "requester", false)).toEqual(["won", "lost", "closed"]);
  });

  it("on their own path the requester also records the answer", () => {
    expect(nextStatuses("requested", "requester", true)).toEqual(["accepted", "declined", "withdrawn"]);
    expect(canMove("requested", "accepted", "requester", false)).toBe(false);
    expect(canMove("requested", "accepted", "requester", true)).toBe(true);
  });

  it("never moves backwards, and ended requests do not move at all", () => {
    expect(canMove("meeting_booked", "intro_made", "requester", true)).toBe(false);
    expect(canMove("accepted", "requested", "responder", false)).toBe(false);
    for (const ended of INTRO_STATUSES.filter((s) => !OPEN_STATUSES.includes(s))) {
      expect(nextStatuses(ended, "requester", true)).toEqual([]);
      expect(nextStatuses(ended, "responder", false)).toEqual([]);
    }
  });
});

describe("the AI sort's accepted-intro factor", () => {
  it("adds its weight once an introducer said yes, and not for requests that got nowhere", async () => {
    const { scubaFactors, SCUBA_WEIGHTS } = await import("@/lib/pipeline/scuba-sort");
    const { introWentAhead } = await import("@/lib/intros/schema");
    const now = new Date("2026-11-01T00:00:00Z");
    const base = scubaFactors({ figures: { best_score: 0, good_paths: 0 }, role: "", topNames: [], lastAt: null, now });
    const ahead = scubaFactors({ figures: { best_score: 0, good_paths: 0 }, role: "", topNames: [], lastAt: null, now, acceptedIntro: true });
    expect(ahead.accepted_intro).toBe(true);
    expect(ahead.total - base.total).toBe(SCUBA_WEIGHTS.acceptedIntro);
    expect(["accepted", "intro_made", "meeting_booked", "won", "lost"].every((s) => introWentAhead(s as never))).toBe(true);
    expect(["requested", "declined", "withdrawn", "closed", undefined].some((s) => introWentAhead(s as never))).toBe(false);
  });
});
