import { describe, expect, it } from "vitest";
import { aggregateInteractions, GROUP_LIMIT, parseAddressList } from "@/lib/network/google/interactions";

const d = (day: number) => new Date(Date.UTC(2026, 0, day));

describe("mail and calendar aggregation", () => {
  it("parses address headers with display names, quotes and bare addresses", () => {
    expect(parseAddressList('"Doe, Jane" <Jane@X.com>, bob@y.org, Ann <ann@z.io>')).toEqual([
      { email: "jane@x.com", name: "Doe, Jane" },
      { email: "bob@y.org", name: null },
      { email: "ann@z.io", name: "Ann" },
    ]);
    expect(parseAddressList(undefined)).toEqual([]);
  });

  it("counts both directions once per message, skips group threads, keeps the latest date", () => {
    const me = { email: "me@a.com", name: null };
    const bob = { email: "bob@b.com", name: "Bob" };
    const crowd = Array.from({ length: GROUP_LIMIT + 1 }, (_, i) => ({ email: `c${i}@c.com`, name: null }));
    const { people, coOccurrences } = aggregateInteractions(
      ["ME@a.com"],
      [
        { threadId: "t1", date: d(1), from: [me], to: [bob] },
        { threadId: "t1", date: d(5), from: [bob], to: [me] },
        { threadId: "t2", date: d(2), from: [me], to: crowd },
        { threadId: "t3", date: d(3), from: [bob], to: [{ email: "x@x.com", name: null }] },
      ],
      [{ id: "m", start: d(9), attendees: [me, bob, { email: "eve@e.com", name: "Eve" }] }],
    );
    expect(people.find((p) => p.email === "bob@b.com")).toMatchObject({ emails: 2, meetings: 1, last: d(9), name: "Bob" });
    expect(people.find((p) => p.email === "eve@e.com")).toMatchObject({ emails: 0, meetings: 1 });
    expect(people.some((p) => p.email.endsWith("@c.com") || p.email === "x@x.com")).toBe(false);
    expect(coOccurrences).toEqual([{ a: "bob@b.com", b: "eve@e.com", threads: 0, meetings: 1, last: d(9) }]);
  });
});
