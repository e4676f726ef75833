import { INTRO_STATUS_LABEL, isDirectAsk, type IntroRequestDto } from "./status";

// How a request reads on home (DESIGN §12), pure so a unit test reads the exact texts the panel
// shows. A teammate asked along their own direct connect is asked for the introduction itself, so
// the ask is the requester's message to them and only the note goes on to the target; asked through
// their contact, they pass the ask on. A teammate who deleted their account is "a former teammate".

export const FORMER_TEAMMATE = "a former teammate";

export type RequestTexts = {
  askLabel: string;
  noteLabel: string;
  /** What the mail button opens: the note alone (the person was asked themself) or both texts. */
  mail: "both" | "note";
  subject: string;
  /** Copy and mail buttons; false: the texts are there to read before answering. */
  actions: boolean;
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

export function requestHeadline(r: IntroRequestDto): string {
  const target = r.target.name || "your lead";
  if (r.side === "responder") {
    const through = !isDirectAsk(r) && r.introducer.name ? ` through ${r.introducer.name}` : "";
    return `${r.requester.name} asks you to introduce them to ${target}${through}`;
  }
  if (r.responder) return `${target} · through ${r.responder.name}`;
  if (r.responder_left) return `${target} · through ${FORMER_TEAMMATE}`;
  return target;
}

/** The texts the viewer may read (and, once it is theirs to act on, send); null: none to show. */
export function requestTexts(r: IntroRequestDto): RequestTexts | null {
  const target = r.target.name || "the lead";
  if (r.side === "responder") {
    // Readable from the start (what is asked of them), to send once accepted.
    const actions = r.status !== "requested";
    if (isDirectAsk(r)) {
      return {
        askLabel: `${firstName(r.requester.name)}'s message to you`,
        noteLabel: `The note to forward to ${target}`,
        mail: "note",
        subject: `Introduction: ${r.requester.name}`,
        actions,
      };
    }
    const introducer = r.introducer.name || "your contact";
    return { askLabel: `The ask to send to ${introducer}`, noteLabel: `The note ${introducer} can forward to ${target}`, mail: "both", subject: `Introduction to ${target}?`, actions };
  }
  // The requester holds the texts of an ask they send themself.
  if (!r.self_tracked) return null;
  return { askLabel: `Your ask to ${r.introducer.name || "the introducer"}`, noteLabel: "The note to forward", mail: "both", subject: `Introduction to ${target}?`, actions: true };
}

/**
 * The notes the request's people wrote with their moves, who wrote them and with which move. A note
 * without its writer is Scuba's own (a former teammate's notes are erased with their account).
 */
export function requestNotes(r: IntroRequestDto): { by: string; status: string; note: string }[] {
  return r.history.filter((h) => h.note).map((h) => ({ by: h.by ?? "Scuba", status: INTRO_STATUS_LABEL[h.status], note: h.note }));
}
