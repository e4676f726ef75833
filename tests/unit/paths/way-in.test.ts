import { describe, expect, it } from "vitest";
import type { BestPath } from "@/lib/db/schema";
import { wayInKey, wayInMessage, wayInOpened } from "@/lib/paths/way-in";

const path = (strength: BestPath["strength"], score: number, id = "a>b>t"): BestPath => ({
  path_id: id,
  introducers: [{ name: "Zara Ali", role: "", company: "" }],
  strength,
  score,
  reason: "",
});

describe("a way in opens (issue 29)", () => {
  it("on a first path, and on a higher band", () => {
    expect(wayInOpened({ bestPath: null }, path("Weak", 30))).toBe(true);
    expect(wayInOpened({ bestPath: path("Average", 55) }, path("Good", 90))).toBe(true);
    expect(wayInOpened({ bestPath: path("Weak", 30) }, path("Average", 55))).toBe(true);
  });
  it("on another path of the same band with a higher score, not on the same path whose evidence grew", () => {
    expect(wayInOpened({ bestPath: path("Good", 80, "a>b>t") }, path("Good", 90, "a>c>t"))).toBe(true);
    expect(wayInOpened({ bestPath: path("Good", 80, "a>b>t") }, path("Good", 90, "a>b>t"))).toBe(false);
    expect(wayInOpened({ bestPath: path("Good", 90, "a>b>t") }, path("Good", 80, "a>c>t"))).toBe(false);
  });
  it("never when nothing improved, the path is lost or weaker, or the lead was never computed", () => {
    expect(wayInOpened({ bestPath: path("Good", 90) }, path("Good", 90))).toBe(false);
    expect(wayInOpened({ bestPath: path("Good", 90) }, path("Average", 60, "x>y>t"))).toBe(false);
    expect(wayInOpened({ bestPath: path("Good", 90) }, null)).toBe(false);
    expect(wayInOpened(null, path("Good", 90))).toBe(false);
  });
  it("says where, through whom and how strong; one key per lead and UTC day", () => {
    expect(wayInMessage("Sara Novak", path("Good", 90))).toBe("New warm path to Sara Novak via Zara Ali (Good)");
    expect(wayInKey("L1", new Date("2026-11-26T23:59:00Z"))).toBe("warm-path:L1:2026-11-26");
    expect(wayInKey("L1", new Date("2026-11-27T00:01:00Z"))).toBe("warm-path:L1:2026-11-27");
  });
});
