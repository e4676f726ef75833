import type { PersonPanel } from "./types";

// The person panel's words (issue 28): periods of a history, the member's own last interaction.
// Pure and client-safe, so the panel and a unit test say them the same way.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'Mar 2019' from an ISO date ('2019-03-01' or a timestamp); '' when there is none. */
export function monthYear(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})/.exec(iso ?? "");
  if (!m) return "";
  return `${MONTHS[Number(m[2]) - 1] ?? ""} ${m[1]}`.trim();
}

/** 'Mar 2019 – now', 'Mar 2019 – Jun 2021', 'until Jun 2021', or '' when the facts hold no date. */
export function periodText(from: string | null, to: string | null, isCurrent: boolean): string {
  const a = monthYear(from);
  const b = isCurrent ? "now" : monthYear(to);
  if (a && b) return `${a} – ${b}`;
  if (a) return `since ${a}`;
  if (b) return b === "now" ? "now" : `until ${b}`;
  return "";
}

/** '2012 – 2016' for a school's years. */
export function yearsText(from: number | null, to: number | null): string {
  if (from && to) return from === to ? String(from) : `${from} – ${to}`;
  return from ? `from ${from}` : to ? `until ${to}` : "";
}

/**
 * The member's own link to the person: '12 e-mails · 3 meetings · last in Mar 2026 · connected on
 * LinkedIn in Jul 2023' (the member's own counts), or null when they are not the member's connection.
 */
export function myConnectionText(mine: PersonPanel["my_connection"]): string | null {
  if (!mine) return null;
  const parts: string[] = [];
  if (mine.emails) parts.push(`${mine.emails} ${mine.emails === 1 ? "e-mail" : "e-mails"}`);
  if (mine.meetings) parts.push(`${mine.meetings} ${mine.meetings === 1 ? "meeting" : "meetings"}`);
  if (mine.last_interaction_at) parts.push(`last in ${monthYear(mine.last_interaction_at)}`);
  else if (mine.emails || mine.meetings) parts.push("no date known");
  if (mine.connected_on) parts.push(`connected on LinkedIn in ${monthYear(mine.connected_on)}`);
  if (!parts.length) return "In your network, no interaction recorded";
  return parts.join(" · ");
}
