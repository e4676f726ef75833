import { describe, expect, it } from "vitest";
import { pathReason, segmentSentence, type Named } from "@/lib/paths/reason";
import { alumniReason, coOccurrenceReasons, colleagueReason, manualTagReason, mergeReasons, ownedEdgeReasons } from "@/lib/paths/rules";

const TODAY = "2026-06-15";
const me: Named = { id: "me", name: "Mia Member", isMe: true };
const zara: Named = { id: "zara", name: "Zara Ali", isMe: false };
const sara: Named = { id: "sara", name: "Sara Novak", isMe: false };
const dana: Named = { id: "dana", name: "Dana Team", isMe: false };
const edge = (o: Partial<{ sources: string[]; connectedOn: string | null; emailCount: number; meetingCount: number; lastInteractionAt: string | null }>) => ({
  sources: [],
  connectedOn: null,
  emailCount: 0,
  meetingCount: 0,
  lastInteractionAt: null,
  ...o,
});

// The one-line reason of a path (issue 28): each segment's decisive evidence in the member's words.
describe("a path's reason", () => {
  it("tells the member's own evidence as theirs, with counts and dates", () => {
    const met = ownedEdgeReasons(edge({ meetingCount: 3, lastInteractionAt: "2026-03-10", sources: ["linkedin"], connectedOn: "2021-02-01" }), true, "Mia Member", TODAY, "me");
    const colleagues = colleagueReason(
      [{ companyKey: "contoso", company: "Contoso", title: null, fromDate: "2019-02-01", toDate: null, isCurrent: true }],
      [{ companyKey: "contoso", company: "Contoso", title: null, fromDate: "2017-01-01", toDate: null, isCurrent: true }],
      TODAY,
    )!;
    expect(pathReason([me, zara, sara], [mergeReasons(met), [colleagues]])).toBe("You met Zara Ali 3 times, last in March 2026 · Zara Ali works with Sara Novak at Contoso since 2019");
  });

  it("keeps a teammate's counts and dates private (DESIGN §5)", () => {
    const dana_s = mergeReasons(ownedEdgeReasons(edge({ emailCount: 40, lastInteractionAt: "2026-05-01" }), false, "Dana Team", TODAY, "dana"));
    const line = pathReason([dana, zara, sara], [dana_s, mergeReasons(ownedEdgeReasons(edge({ sources: ["linkedin"] }), false, "Dana Team", TODAY, "dana"))]);
    expect(line).toBe("Zara Ali is Dana Team's e-mail contact · Zara Ali and Sara Novak are connected on LinkedIn");
    expect(line).not.toMatch(/40|2026/);
    const co = coOccurrenceReasons({ emailThreads: 0, meetings: 4, lastAt: "2026-05-02" }, false, "Dana Team", TODAY);
    expect(segmentSentence(co[0]!, zara, sara)).toBe("Zara Ali and Sara Novak are calendar contacts of Dana Team");
  });

  it("words the other kinds of evidence", () => {
    expect(segmentSentence(ownedEdgeReasons(edge({ sources: ["linkedin"], connectedOn: "2023-07-04" }), true, "Mia Member", TODAY, "me")[0]!, me, zara)).toBe(
      "You are connected with Zara Ali on LinkedIn since Jul 2023",
    );
    expect(segmentSentence(coOccurrenceReasons({ emailThreads: 6, meetings: 0, lastAt: "2026-04-02" }, true, "Mia Member", TODAY)[0]!, zara, sara)).toBe(
      "Zara Ali and Sara Novak were on 6 e-mail threads with you, last in April 2026",
    );
    const mit = (fromYear: number, toYear: number) => [{ schoolKey: "mit", school: "MIT", fromYear, toYear }];
    expect(segmentSentence(alumniReason(mit(2008, 2012), mit(2010, 2014))!, zara, sara)).toBe("Zara Ali and Sara Novak studied at MIT together, 2010–2012");
    const former = colleagueReason(
      [{ companyKey: "acme", company: "Acme", title: null, fromDate: "2015-01-01", toDate: "2018-03-01", isCurrent: false }],
      [{ companyKey: "acme", company: "Acme", title: null, fromDate: "2014-06-01", toDate: "2019-01-01", isCurrent: false }],
      TODAY,
    )!;
    expect(segmentSentence(former, me, zara)).toBe("You and Zara Ali worked together at Acme, 2015–2018");
    expect(segmentSentence(manualTagReason({ tag: "Customer", colour: null, score: 9 }, "Dana Team", false, "dana"), dana, zara)).toBe("Dana Team tagged Zara Ali 'Customer'");
    expect(segmentSentence(manualTagReason({ tag: "Customer", colour: null, score: 9 }, "Mia Member", true, "me"), me, zara)).toBe("You tagged Zara Ali 'Customer'");
  });
});
