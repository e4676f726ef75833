import "server-only";
import { DAY_MS } from "@/lib/config/constants";
import type { Address, MailMessage, Meeting } from "./interactions";
import { parseAddressList } from "./interactions";

// The few Google endpoints the sync reads, with configurable bases so tests use a local stand-in:
// People API connections.list, Gmail messages.list / messages.get (format=metadata), Calendar
// events.list. Response shapes as Google documents them.

function base(name: string, fallback: string) {
  return (process.env[name] || process.env.GOOGLE_API_BASE_URL || fallback).replace(/\/$/, "");
}
const PEOPLE = () => base("GOOGLE_PEOPLE_API_URL", "https://people.googleapis.com");
const GMAIL = () => base("GOOGLE_GMAIL_API_URL", "https://gmail.googleapis.com");
const CALENDAR = () => base("GOOGLE_CALENDAR_API_URL", "https://www.googleapis.com");

/** How far back mail and calendar are read, and how many messages at most. */
export const SYNC_WINDOW_DAYS = Number(process.env.GOOGLE_SYNC_WINDOW_DAYS || 365);
export const MAX_MESSAGES = Number(process.env.GOOGLE_SYNC_MAX_MESSAGES || 2000);

/** Where the sync's requests get their access token; `renew` is asked after a 401, with the token that got it. */
export type GoogleAuth = { token(): Promise<string>; renew(rejected: string): Promise<string> };

function request(token: string, url: string) {
  return fetch(url, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } });
}

async function get<T>(auth: GoogleAuth, url: string): Promise<T> {
  const token = await auth.token();
  let res = await request(token, url);
  // The token lapsed (or was revoked) during a long sync: renew it once and ask again.
  if (res.status === 401) {
    await res.body?.cancel();
    res = await request(await auth.renew(token), url);
  }
  if (!res.ok) throw new Error(`Google API ${new URL(url).pathname} answered ${res.status}`);
  return (await res.json()) as T;
}

export type GoogleContact = { name: string; givenName: string; familyName: string; emails: string[]; phone: string | null; company: string; title: string; urls: string[] };

type PeoplePage = {
  connections?: {
    names?: { displayName?: string; givenName?: string; familyName?: string }[];
    emailAddresses?: { value?: string; metadata?: { primary?: boolean } }[];
    phoneNumbers?: { value?: string }[];
    organizations?: { name?: string; title?: string; current?: boolean }[];
    urls?: { value?: string }[];
  }[];
  nextPageToken?: string;
};

export async function listContacts(auth: GoogleAuth): Promise<GoogleContact[]> {
  const out: GoogleContact[] = [];
  let pageToken: string | undefined;
  do {
    const url = new URL(`${PEOPLE()}/v1/people/me/connections`);
    url.searchParams.set("personFields", "names,emailAddresses,phoneNumbers,organizations,urls");
    url.searchParams.set("pageSize", "1000");
    if (pageToken) url.searchParams.set("pageToken", pageToken);
    const page = await get<PeoplePage>(auth, url.toString());
    for (const p of page.connections ?? []) {
      const name = p.names?.[0];
      const emails = [...(p.emailAddresses ?? [])].sort((a, b) => Number(!!b.metadata?.primary) - Number(!!a.metadata?.primary)).map((e) => e.value ?? "").filter(Boolean);
      const org = p.organizations?.find((o) => o.current) ?? p.organizations?.[0];
      out.push({
        name: name?.displayName ?? "",
        givenName: name?.givenName ?? "",
        familyName: name?.familyName ?? "",
        emails,
        phone: p.phoneNumbers?.[0]?.value ?? null,
        company: org?.name ?? "",
        title: org?.title ?? "",
        urls: (p.urls ?? []).map((u) => u.value ?? "").filter(Boolean),
      });
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
  return out;
}

type MessageList = { messages?: { id: string; threadId: string }[]; nextPageToken?: string };
type MessageMeta = { id: string; threadId: string; internalDate?: string; payload?: { headers?: { name: string; value: string }[] } };

export async function listMessages(auth: GoogleAuth): Promise<MailMessage[]> {
  const ids: { id: string; threadId: string }[] = [];
  let pageToken: string | undefined;
  do {
    const url = new URL(`${GMAIL()}/gmail/v1/users/me/messages`);
    url.searchParams.set("maxResults", "500");
    // No `q`: the gmail.metadata scope refuses it. Newest come first; the window is applied below.
    if (pageToken) url.searchParams.set("pageToken", pageToken);
    const page = await get<MessageList>(auth, url.toString());
    ids.push(...(page.messages ?? []));
    pageToken = ids.length < MAX_MESSAGES ? page.nextPageToken : undefined;
  } while (pageToken);

  const out: MailMessage[] = [];
  const since = Date.now() - SYNC_WINDOW_DAYS * DAY_MS;
  for (const { id } of ids.slice(0, MAX_MESSAGES)) {
    const url = new URL(`${GMAIL()}/gmail/v1/users/me/messages/${encodeURIComponent(id)}`);
    url.searchParams.set("format", "metadata");
    for (const h of ["From", "To", "Cc", "Date"]) url.searchParams.append("metadataHeaders", h);
    const m = await get<MessageMeta>(auth, url.toString());
    const header = (name: string) => m.payload?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
    const date = m.internalDate ? new Date(Number(m.internalDate)) : header("Date") ? new Date(header("Date")!) : null;
    if (date && date.getTime() < since) break;
    out.push({ threadId: m.threadId, date: date && !isNaN(date.getTime()) ? date : null, from: parseAddressList(header("From")), to: [...parseAddressList(header("To")), ...parseAddressList(header("Cc"))] });
  }
  return out;
}

type EventsPage = {
  items?: { id: string; status?: string; start?: { dateTime?: string; date?: string }; attendees?: { email?: string; displayName?: string; self?: boolean; resource?: boolean }[] }[];
  nextPageToken?: string;
};

export async function listMeetings(auth: GoogleAuth): Promise<Meeting[]> {
  const out: Meeting[] = [];
  let pageToken: string | undefined;
  const timeMin = new Date(Date.now() - SYNC_WINDOW_DAYS * DAY_MS).toISOString();
  do {
    const url = new URL(`${CALENDAR()}/calendar/v3/calendars/primary/events`);
    url.searchParams.set("singleEvents", "true");
    url.searchParams.set("maxResults", "2500");
    url.searchParams.set("timeMin", timeMin);
    url.searchParams.set("timeMax", new Date().toISOString());
    if (pageToken) url.searchParams.set("pageToken", pageToken);
    const page = await get<EventsPage>(auth, url.toString());
    for (const e of page.items ?? []) {
      if (e.status === "cancelled") continue;
      const start = e.start?.dateTime ?? e.start?.date;
      const attendees: Address[] = (e.attendees ?? []).filter((a) => a.email && !a.resource).map((a) => ({ email: a.email!.toLowerCase(), name: a.displayName ?? null }));
      out.push({ id: e.id, start: start ? new Date(start) : null, attendees });
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
  return out;
}
