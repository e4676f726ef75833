// A path's one-line reason (issue 28, DESIGN §6.6): each segment's decisive evidence (its best tag)
// in the member's words — 'You met Zara 3 times, last in March 2026 · Zara works with Sara at Contoso
// since 2019'. A teammate's counts and dates stay private (DESIGN §5): their evidence reads 'Zara is
// Dana's calendar contact'. Pure.
import { formatMonth, type Reason } from "./rules";

/** A person on the path as the sentence names them: the member is 'you'. */
export type Named = { id: string; name: string; isMe: boolean };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function monthYear(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

function times(n: number | undefined): string {
  return n === 1 ? "once" : `${n ?? 0} times`;
}

const subject = (p: Named) => (p.isMe ? "You" : p.name || "Someone");
const object = (p: Named) => (p.isMe ? "you" : p.name || "someone");
/** "You and Zara", "Zara and you", "Zara and Sara". */
const pair = (a: Named, b: Named) => (b.isMe ? `${subject(b)} and ${object(a)}` : `${subject(a)} and ${object(b)}`);

/** The sentence of one segment's decisive reason; `a` → `b` in path order. */
export function segmentSentence(r: Reason, a: Named, b: Named): string {
  const f = r.facts ?? {};
  // Owned evidence (a connection row, a tag): told from the owner's side when one end is the owner.
  const ownerFirst = f.ownerNode === b.id ? [b, a] : [a, b];
  const [owner, other] = ownerFirst as [Named, Named];
  const ownerIsEnd = f.ownerNode === a.id || f.ownerNode === b.id;
  const last = f.lastAt ? `, last in ${formatMonth(f.lastAt)}` : "";
  switch (r.kind) {
    case "linkedin": {
      const since = f.connectedOn ? ` since ${monthYear(f.connectedOn)}` : "";
      return owner.isMe ? `You are connected with ${object(other)} on LinkedIn${since}` : `${pair(a, b)} are connected on LinkedIn${since}`;
    }
    case "email":
    case "calendar": {
      const verb = r.kind === "email" ? "e-mailed" : "met";
      if (f.together) {
        if (f.viewerOwns) return r.kind === "email" ? `${pair(a, b)} were on ${f.count ?? 0} e-mail threads with you${last}` : `${pair(a, b)} met with you ${times(f.count)}${last}`;
        return `${pair(a, b)} are ${r.kind === "email" ? "e-mail" : "calendar"} contacts of ${f.owner ?? "a teammate"}`;
      }
      if (f.viewerOwns && ownerIsEnd) return `You ${verb} ${object(other)} ${times(f.count)}${last}`;
      return `${subject(other)} is ${f.owner ?? "a teammate"}'s ${r.kind === "email" ? "e-mail" : "calendar"} contact`;
    }
    case "colleague": {
      const at = f.place ?? "the same company";
      if (f.bothCurrent && (f.months ?? 0) > 0) return `${subject(a)} ${a.isMe ? "work" : "works"} with ${object(b)} at ${at} since ${f.from}`;
      if (f.bothCurrent) return `${pair(a, b)} both work at ${at} now`;
      return `${pair(a, b)} worked together at ${at}, ${f.from === f.to ? f.from : `${f.from}–${f.to}`}`;
    }
    case "alumni":
      return `${pair(a, b)} studied at ${f.place ?? "the same school"} together, ${f.from === f.to ? f.from : `${f.from}–${f.to}`}`;
    case "manual":
      return f.viewerOwns ? `You tagged ${object(other)} '${r.tag}'` : `${f.owner ?? "A teammate"} tagged ${object(other)} '${r.tag}'`;
  }
}

/** The path's one line: each segment's decisive reason (the first: merged reasons come best first). */
export function pathReason(nodes: Named[], segments: Reason[][]): string {
  return segments.map((reasons, k) => (reasons[0] ? segmentSentence(reasons[0], nodes[k]!, nodes[k + 1]!) : "")).filter(Boolean).join(" · ");
}
