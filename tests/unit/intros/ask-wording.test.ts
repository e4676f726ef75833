import { describe, expect, it } from "vitest";
import { askWording } from "@/lib/intros/ask-wording";
import { draftIntroTexts, type Askable } from "@/lib/intros/draft";
import { FORMER_TEAMMATE, requestHeadline, requestNotes, requestTexts } from "@/lib/intros/request-wording";
import type { IntroRequestDto } from "@/lib/intros/status";
import type { OriginType, PathNode, PathSegment } from "@/lib/paths/types";

// The exact words of an intro request (DESIGN §12) for each kind of ask: the teammate who knows the
// target directly ("Bea, would you introduce me to Daniel?"), a teammate's contact, the member's own
// path through one or two introducers, and a portfolio owner's direct connect.

const node = (id: string, name: string, extra: { origin_type?: OriginType; role?: string; company?: string; me?: boolean } = {}): PathNode => ({
  id,
  type: extra.origin_type ? "origin" : "introducer",
  ...(extra.origin_type ? { origin_type: extra.origin_type } : {}),
  data: { name, alt_name: extra.me ? "Me" : name, role: extra.role ?? "", company: extra.company ?? "", emoji: "", linkedin_url: null, profile: null, entity_urn: null },
});
const segment = (evidence: string): PathSegment => ({
  tag: [["LinkedIn connection", "#999"]],
  details: [{ tag: "LinkedIn connection", colour: "#999", score: 3, evidence }],
  highest_tag: 3,
  connected_on_linkedin: true,
  emailContact: false,
  calendarContact: false,
  from: "x",
  to: "y",
});

const me = node("me", "Ada Asker", { origin_type: "me", me: true, company: "Acme" });
const bea = node("bea", "Bea Teammate", { origin_type: "team" });
const olga = node("olga", "Olga Owner", { origin_type: "indirect" });
const yara = node("yara", "Yara Wong");
const ivy = node("ivy", "Ivy Introducer");
const daniel: PathNode = { ...node("daniel", "Daniel Target", { role: "CEO", company: "Globex" }), type: "target" };
const member = { name: "Ada Asker", company: "Acme" };

const beaKnowsDaniel: Askable = { origin: bea, introducer: bea, target: daniel, toIntroducer: undefined, toTarget: segment("connected on LinkedIn 04 Jul 2023") };

describe("the ask dialog's words", () => {
  it("asks the teammate who knows the target for the introduction itself, never as her own contact", () => {
    expect(askWording(beaKnowsDaniel)).toEqual({
      description: "Bea Teammate knows Daniel Target directly. Bea Teammate gets your request in Scuba and decides whether to introduce you.",
      askLabel: "Your ask to Bea Teammate",
      noteLabel: "A note to Daniel Target that can be forwarded as it is",
      submit: "Send request to Bea Teammate",
      teammate: "Bea Teammate",
    });
    expect(draftIntroTexts({ ...beaKnowsDaniel, member })).toEqual({
      ask:
        "Hi Bea,\n\nWould you introduce me to Daniel Target, CEO at Globex? You know Daniel — connected on LinkedIn 04 Jul 2023.\n\n" +
        "Below is a short note you can forward to Daniel as it is.\n\nThank you,\nAda Asker",
      forwardable:
        "Hi Daniel,\n\nI am Ada Asker from Acme. Bea suggested we talk. I would value 20 minutes to learn how your team works and whether we can help.\n\n" +
        "Would you be open to a short call in the next two weeks?\n\nBest,\nAda",
    });
  });

  it("through a teammate's contact: the teammate passes the ask on", () => {
    const a: Askable = { origin: bea, introducer: ivy, target: daniel, toIntroducer: segment("e-mail contact of Bea Teammate"), toTarget: segment("both work at Globex now") };
    expect(askWording(a)).toEqual({
      description: "Ivy Introducer is a contact of Bea Teammate. Bea Teammate gets your request in Scuba and decides whether to pass it on.",
      askLabel: "The ask Bea Teammate can send to Ivy Introducer",
      noteLabel: "A note to Daniel Target that can be forwarded as it is",
      submit: "Send request to Bea Teammate",
      teammate: "Bea Teammate",
    });
    expect(draftIntroTexts({ ...a, member }).ask).toBe(
      "Hi Ivy,\n\nMy colleague Ada Asker would like to meet Daniel Target, CEO at Globex. You know Daniel — both work at Globex now. " +
        "Would you be open to introducing them?\n\nBelow is a short note from Ada you can forward as it is.\n\nThank you,\nBea Teammate",
    );
  });

  it("through a teammate's contact who knows a second introducer", () => {
    const a: Askable = { origin: bea, introducer: ivy, second: yara, toSecond: segment("studied at MIT together, 2010–2012"), target: daniel, toIntroducer: undefined, toTarget: segment("both work at Globex now") };
    expect(askWording(a).description).toBe(
      "Ivy Introducer is a contact of Bea Teammate and knows Yara Wong, who knows Daniel Target. Bea Teammate gets your request in Scuba and decides whether to pass it on.",
    );
    const texts = draftIntroTexts({ ...a, member });
    expect(texts.ask).toBe(
      "Hi Ivy,\n\nMy colleague Ada Asker would like to meet Daniel Target, CEO at Globex. You know Yara (studied at MIT together, 2010–2012), who knows Daniel (both work at Globex now). " +
        "Would you be open to introducing them to Yara?\n\nBelow is a short note from Ada that can be forwarded to Daniel as it is.\n\nThank you,\nBea Teammate",
    );
    // The note reaches Daniel from Yara, who forwards it.
    expect(texts.forwardable).toContain("Yara suggested we talk.");
  });

  it("on the member's own path through one introducer, and through two", () => {
    const one: Askable = { origin: me, introducer: yara, target: daniel, toIntroducer: segment("connected on LinkedIn 04 Jul 2023"), toTarget: segment("both work at Globex now") };
    expect(askWording(one)).toEqual({
      description: "Through Yara Wong. Edit the texts, then send them yourself — Scuba never sends a message for you.",
      askLabel: "Your ask to Yara Wong",
      noteLabel: "A note to Daniel Target that can be forwarded as it is",
      submit: "Prepare my ask",
      teammate: null,
    });
    expect(draftIntroTexts({ ...one, member }).ask).toBe(
      "Hi Yara,\n\nI hope you are well. I am trying to reach Daniel Target, CEO at Globex. You know Daniel — both work at Globex now. " +
        "Would you be open to introducing me?\n\nBelow is a short note you can forward as it is.\n\nThank you,\nAda Asker",
    );
    const two: Askable = { ...one, second: ivy, toSecond: segment("worked together at Initech, 2015–2018, 38 months") };
    expect(askWording(two).description).toBe("Through Yara Wong and Ivy Introducer. Edit the texts, then send them yourself — Scuba never sends a message for you.");
    expect(draftIntroTexts({ ...two, member }).ask).toBe(
      "Hi Yara,\n\nI hope you are well. I am trying to reach Daniel Target, CEO at Globex. You know Ivy (worked together at Initech, 2015–2018, 38 months), who knows Daniel (both work at Globex now). " +
        "Would you be open to introducing me to Ivy?\n\nBelow is a short note that can be forwarded to Daniel as it is.\n\nThank you,\nAda Asker",
    );
  });

  it("along a portfolio owner's direct connect: the member asks the owner themself", () => {
    const a: Askable = { origin: olga, introducer: olga, target: daniel, toIntroducer: undefined, toTarget: segment("connected on LinkedIn 04 Jul 2023") };
    expect(askWording(a)).toMatchObject({
      description: "Olga Owner knows Daniel Target directly. Edit the texts, then send them to Olga Owner yourself — Scuba never sends a message for you.",
      askLabel: "Your ask to Olga Owner",
      submit: "Prepare my ask",
      teammate: null,
    });
    expect(draftIntroTexts({ ...a, member }).ask).toMatch(/^Hi Olga,\n\nWould you introduce me to Daniel Target, CEO at Globex\?/);
  });
});

const request = (over: Partial<IntroRequestDto>): IntroRequestDto => ({
  id: "r1",
  lead_id: "l1",
  path_id: "bea>daniel",
  status: "requested",
  side: "responder",
  self_tracked: false,
  responder_left: false,
  ask: "Hi Bea, would you introduce me to Daniel?",
  forwardable: "Hi Daniel, …",
  requester: { id: "a", name: "Ada Asker", email: "ada@acme.example" },
  responder: { id: "b", name: "Bea Teammate", email: "bea@acme.example" },
  introducer: { id: "bea", name: "Bea Teammate" },
  target: { name: "Daniel Target", role: "CEO", company: "Globex" },
  path: null,
  direct: null,
  next: [],
  history: [],
  created_at: "",
  updated_at: "",
  ...over,
});

describe("a request on home", () => {
  it("to the teammate who knows the target: the requester's message to her and the note she forwards, readable before she answers", () => {
    const r = request({});
    expect(requestHeadline(r)).toBe("Ada Asker asks you to introduce them to Daniel Target");
    expect(requestTexts(r)).toEqual({ askLabel: "Ada's message to you", noteLabel: "The note to forward to Daniel Target", mail: "note", subject: "Introduction: Ada Asker", actions: false });
    expect(requestTexts({ ...r, status: "accepted" })).toMatchObject({ mail: "note", actions: true });
  });

  it("to a teammate whose contact introduces: the ask they send and the note their contact forwards", () => {
    const r = request({ path_id: "bea>ivy>daniel", introducer: { id: "ivy", name: "Ivy Introducer" } });
    expect(requestHeadline(r)).toBe("Ada Asker asks you to introduce them to Daniel Target through Ivy Introducer");
    expect(requestTexts(r)).toEqual({
      askLabel: "The ask to send to Ivy Introducer",
      noteLabel: "The note Ivy Introducer can forward to Daniel Target",
      mail: "both",
      subject: "Introduction to Daniel Target?",
      actions: false,
    });
  });

  it("to the requester: who was asked (a former teammate once they left), and the notes of each move", () => {
    const r = request({
      side: "requester",
      history: [
        { status: "requested", note: "", at: "", by: "Ada Asker" },
        { status: "accepted", note: "Happy to — Daniel owes me one", at: "", by: "Bea Teammate" },
        { status: "intro_made", note: "Bea wrote to Daniel", at: "", by: "Ada Asker" },
      ],
    });
    expect(requestHeadline(r)).toBe("Daniel Target · through Bea Teammate");
    expect(requestTexts(r)).toBeNull();
    expect(requestNotes(r)).toEqual([
      { by: "Bea Teammate", status: "Accepted", note: "Happy to — Daniel owes me one" },
      { by: "Ada Asker", status: "Intro made", note: "Bea wrote to Daniel" },
    ]);
    const left = request({ side: "requester", responder: null, responder_left: true, history: [{ status: "closed", note: "The teammate left Scuba", at: "", by: null }] });
    expect(requestHeadline(left)).toBe(`Daniel Target · through ${FORMER_TEAMMATE}`);
    expect(requestNotes(left)).toEqual([{ by: "Scuba", status: "Closed", note: "The teammate left Scuba" }]);
  });
});
