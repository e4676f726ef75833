// Pure aggregation of Google metadata into per-person interaction counts and co-occurrences
// (DESIGN §6.2, §7). Only addresses, names, dates: never subjects or bodies.

/** Threads or meetings with more people than this are group traffic: not counted. */
export const GROUP_LIMIT = 10;

export type Address = { email: string; name: string | null };
export type MailMessage = { threadId: string; date: Date | null; from: Address[]; to: Address[] };
export type Meeting = { id: string; start: Date | null; attendees: Address[] };

export type PersonInteractions = { email: string; name: string | null; emails: number; meetings: number; last: Date | null };
export type CoOccurrence = { a: string; b: string; threads: number; meetings: number; last: Date | null };

/** "Jane Doe <jane@x.com>, bob@y.com" → addresses (lower-cased). */
export function parseAddressList(header: string | null | undefined): Address[] {
  if (!header) return [];
  const out: Address[] = [];
  const re = /(?:(?:"([^"]*)"|([^"<,]*?))\s*<([^<>\s,]+@[^<>\s,]+)>|([^\s<>,;"]+@[^\s<>,;"]+))/g;
  for (const m of header.matchAll(re)) {
    const email = (m[3] ?? m[4] ?? "").trim().toLowerCase();
    const name = (m[1] ?? m[2] ?? "").trim() || null;
    if (email) out.push({ email, name });
  }
  return out;
}

function later(a: Date | null, b: Date | null) {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

export function aggregateInteractions(ownerEmails: string[], messages: MailMessage[], meetings: Meeting[]) {
  const own = new Set(ownerEmails.map((e) => e.toLowerCase()));
  const people = new Map<string, PersonInteractions>();
  const pairs = new Map<string, CoOccurrence>();
  const touch = (a: Address, field: "emails" | "meetings", when: Date | null) => {
    const p = people.get(a.email) ?? { email: a.email, name: a.name, emails: 0, meetings: 0, last: null };
    p[field]++;
    p.name ??= a.name;
    p.last = later(p.last, when);
    people.set(a.email, p);
  };
  const pair = (list: string[], field: "threads" | "meetings", when: Date | null) => {
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i]!, list[j]!].sort() as [string, string];
        const key = `${a}|${b}`;
        const c = pairs.get(key) ?? { a, b, threads: 0, meetings: 0, last: null };
        c[field]++;
        c.last = later(c.last, when);
        pairs.set(key, c);
      }
  };

  // Threads: the owner must be on the message (sender or recipient); group threads are skipped.
  const threads = new Map<string, MailMessage[]>();
  for (const m of messages) threads.set(m.threadId, [...(threads.get(m.threadId) ?? []), m]);
  for (const list of threads.values()) {
    // Only messages the owner was on count: their metadata is the owner's own evidence.
    const mine = list.filter((m) => [...m.from, ...m.to].some((a) => own.has(a.email)));
    const participants = new Map<string, Address>();
    for (const m of mine) for (const a of [...m.from, ...m.to]) if (!own.has(a.email)) participants.set(a.email, a);
    if (participants.size === 0 || participants.size > GROUP_LIMIT) continue;
    let last: Date | null = null;
    for (const m of mine) {
      last = later(last, m.date);
      const sentByOwner = m.from.some((a) => own.has(a.email));
      // Each message counts once for everyone it went between: the owner's sent mail for its
      // recipients, received mail for its sender.
      const counterparts = sentByOwner ? m.to : m.from;
      for (const a of counterparts) if (!own.has(a.email)) touch(a, "emails", m.date);
    }
    pair([...participants.keys()], "threads", last);
  }

  for (const mt of meetings) {
    const others = mt.attendees.filter((a) => !own.has(a.email));
    const ownerThere = mt.attendees.some((a) => own.has(a.email));
    if (!ownerThere || others.length === 0 || others.length > GROUP_LIMIT) continue;
    for (const a of others) touch(a, "meetings", mt.start);
    pair(others.map((a) => a.email), "meetings", mt.start);
  }
  return { people: [...people.values()], coOccurrences: [...pairs.values()] };
}
