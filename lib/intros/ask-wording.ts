import { introducerKnowsTarget, type Askable } from "./draft";

// What the ask dialog says for each kind of request (DESIGN §12), pure so a unit test reads the
// exact texts the dialog shows. Who gets the request decides the wording: a teammate whose contact
// the introducer is (they pass the ask on), a teammate who knows the target themself (they are asked
// for the introduction: "Bea, would you introduce me to Daniel?"), or nobody — the member sends the
// texts from their own mailbox (their own path, or a portfolio owner's).

export type AskWording = {
  description: string;
  /** The label over the ask's text. */
  askLabel: string;
  /** The label over the note to the target. */
  noteLabel: string;
  /** The button that sends the request (or prepares the member's own ask). */
  submit: string;
  /** The teammate the request goes to, when it goes to one. */
  teammate: string | null;
};

type Shown = Pick<Askable, "origin" | "introducer" | "target" | "second">;

export function askWording(a: Shown): AskWording {
  const origin = a.origin.data.name;
  const introducer = a.introducer.data.name;
  const target = a.target.data.name;
  const teammate = a.origin.origin_type === "team" ? origin : null;
  const noteLabel = `A note to ${target} that can be forwarded as it is`;
  if (introducerKnowsTarget(a)) {
    return {
      description: teammate
        ? `${teammate} knows ${target} directly. ${teammate} gets your request in Scuba and decides whether to introduce you.`
        : `${origin} knows ${target} directly. Edit the texts, then send them to ${origin} yourself — Scuba never sends a message for you.`,
      askLabel: `Your ask to ${origin}`,
      noteLabel,
      submit: teammate ? `Send request to ${teammate}` : "Prepare my ask",
      teammate,
    };
  }
  const via = a.second ? ` and knows ${a.second.data.name}, who knows ${target}` : "";
  if (teammate) {
    return {
      description: `${introducer} is a contact of ${teammate}${via}. ${teammate} gets your request in Scuba and decides whether to pass it on.`,
      askLabel: `The ask ${teammate} can send to ${introducer}`,
      noteLabel,
      submit: `Send request to ${teammate}`,
      teammate,
    };
  }
  return {
    description: `Through ${introducer}${a.second ? ` and ${a.second.data.name}` : ""}. Edit the texts, then send them yourself — Scuba never sends a message for you.`,
    askLabel: `Your ask to ${introducer}`,
    noteLabel,
    submit: "Prepare my ask",
    teammate: null,
  };
}
