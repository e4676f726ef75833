import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Reading the e-mails the product sent, for tests: parses raw RFC 822 messages (from the loopback
// SMTP server or from the .eml files written without SMTP) into to/subject/text and their links.
export type Mail = { to: string[]; subject: string; text: string; html: string; raw: string };

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? "").toLowerCase().trim();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const normal = raw.replace(/\r\n/g, "\n");
  const i = normal.indexOf("\n\n");
  const head = i === -1 ? normal : normal.slice(0, i);
  const body = i === -1 ? "" : normal.slice(i + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const j = line.indexOf(":");
    if (j > 0) headers[line.slice(0, j).trim().toLowerCase()] = line.slice(j + 1).trim();
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8"),
  );
}

function collect(part: { headers: Record<string, string>; body: string }, out: { text: string; html: string }) {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      collect(splitPart(chunk.replace(/^\n/, "")), out);
    }
    return;
  }
  const text = decodeBody(part.body, part.headers["content-transfer-encoding"]);
  if (/^text\/html/i.test(type)) out.html ||= text;
  else if (/^text\/plain/i.test(type)) out.text ||= text;
}

export function parseMail(raw: string): Mail {
  const top = splitPart(raw);
  const out = { text: "", html: "" };
  collect(top, out);
  const to = (top.headers.to ?? "").split(",").map((a) => (a.match(/<([^>]+)>/)?.[1] ?? a).trim().toLowerCase()).filter(Boolean);
  return { to, subject: decodeWords(top.headers.subject ?? ""), text: out.text, html: out.html, raw };
}

/** Every http(s) link of a mail's text, in order. */
export function linksIn(mail: Mail): string[] {
  return mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/** The 8-character sign-in code of a new-device mail ("Code: ABCD-EFGH"), without the dash. */
export function deviceCodeIn(mail: Mail): string | null {
  const m = mail.text.match(/Code:\s*([A-Z0-9]{4})-([A-Z0-9]{4})/);
  return m ? `${m[1]}${m[2]}` : null;
}

/** The .eml files of a folder (the no-SMTP mode), oldest first. */
export function readMailDir(dir: string): Mail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((f) => parseMail(readFileSync(f, "utf8")));
}

type Match = { to?: string; subject?: string | RegExp };

function matches(mail: Mail, match: Match): boolean {
  if (match.to && !mail.to.includes(match.to.toLowerCase())) return false;
  if (typeof match.subject === "string" && mail.subject !== match.subject) return false;
  if (match.subject instanceof RegExp && !match.subject.test(mail.subject)) return false;
  return true;
}

/** Waits for the newest mail matching `match` from a source of mails (a folder, an SMTP catcher). */
export async function waitForMail(source: () => Mail[], match: Match, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = source().filter((m) => matches(m, match)).pop();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail for ${JSON.stringify({ ...match, subject: String(match.subject ?? "") })}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Where the end-to-end server (scripts/e2e-server.ts) writes its mail for a given port. */
export function e2eMailDir(port: string | number = process.env.E2E_PORT ?? 3210): string {
  return path.join(tmpdir(), `scuba-e2e-mail-${port}`);
}
