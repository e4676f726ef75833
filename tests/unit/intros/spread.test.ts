import { describe, expect, it } from "vitest";
import { draftDirectText } from "@/lib/intros/draft";
import { askOf, asksInstead, declinedText, isCrowded, openRequestsText } from "@/lib/intros/spread";
import { CROWDED_INTRODUCER_OPEN_REQUESTS } from "@/lib/intros/status";
import type { PathNode, WarmPath } from "@/lib/paths/types";

const node = (id: string): PathNode => ({ id, type: "introducer", data: { name: id, alt_name: "", role: "", company: "" } }) as unknown as PathNode;
const through = (introducer: string, strength: WarmPath["strength"], open: number, declined = false, id = `me>${introducer}>t`): WarmPath =>
  ({ path_id: id, path: [node(introducer)], strength, introducer_load: { open_requests: open, declined_recently: declined } }) as unknown as WarmPath;

describe("spreading the asks", () => {
  it("an introducer is crowded from the documented threshold of open requests", () => {
    expect(CROWDED_INTRODUCER_OPEN_REQUESTS).toBe(3);
    expect(isCrowded({ open_requests: 2, declined_recently: false })).toBe(false);
    expect(isCrowded({ open_requests: 3, declined_recently: false })).toBe(true);
    expect(isCrowded(undefined)).toBe(false);
  });

  it("says the open requests and a recent decline", () => {
    expect(openRequestsText("Zara", { open_requests: 0, declined_recently: false })).toBe("Zara has no open intro requests from your team.");
    expect(openRequestsText("Zara", { open_requests: 1, declined_recently: false })).toBe("Zara already has 1 open intro request from your team.");
    expect(openRequestsText("Zara", { open_requests: 4, declined_recently: false })).toBe("Zara already has 4 open intro requests from your team.");
    expect(declinedText("Zara")).toBe("Zara declined one of your intro requests in the last 30 days.");
  });

  it("suggests instead a path through another free introducer of the same strength or better", () => {
    const busy = askOf(through("zara", "Average", 3));
    const instead = (p: WarmPath) => asksInstead(busy, askOf(p));
    expect(instead(through("gus", "Good", 0))).toBe(true);
    expect(instead(through("yan", "Average", 1))).toBe(true);
    expect(instead(through("zara", "Good", 0, false, "me>zara>x>t"))).toBe(false); // the same introducer
    expect(instead(through("zara", "Average", 3))).toBe(false); // the path itself
    expect(instead(through("wes", "Weak", 0))).toBe(false); // a Weak path is no answer to a crowded Average one
    expect(instead(through("dana", "Average", 0, true))).toBe(false); // declined lately
    expect(instead(through("cat", "Average", 5))).toBe(false); // crowded too
  });

  it("'Ask directly' drafts one message to the lead, from the member", () => {
    const target = { id: "t", data: { name: "Dan Direct", alt_name: "", role: "CTO", company: "Initech" } } as unknown as PathNode;
    const draft = draftDirectText({ target, member: { name: "Dora Direct", company: "Acme" } });
    expect(draft.body).toMatch(/^Hi Dan,/);
    expect(draft.body).toContain("I am at Acme now");
    expect(draft.body).toMatch(/Best,\nDora$/);
    expect(draft.subject).toBe("Dora — 20 minutes?");
  });
});
