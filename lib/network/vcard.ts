import { isEmail, emailKeyless } from "./email";
import { SKIP_REASONS, splitName, type ImportContact, type ParsedImport } from "./import-types";
import { canonicalLinkedinSlug } from "@/lib/people/keys";
import { LINE_TOO_LONG_REASON, MAX_LINE_CHARS, MAX_UPLOAD_ROWS, TOO_MANY_ROWS_REASON } from "./upload-limits";

// A small, careful vCard 2.1 / 3.0 / 4.0 reader (the `vcf` package mis-parses several real
// exports): line unfolding, quoted-printable soft breaks and charsets, `item1.` groups, escaped
// separators, any casing of BEGIN/END. Binary values (base64 photos) are skipped unread.

type Property = { name: string; params: Map<string, string[]>; value: string };

/** A logical line after unfolding; `overlong` when it passed MAX_LINE_CHARS (its text is dropped). */
type LogicalLine = { text: string; overlong: boolean };

/**
 * Unfolds continuation lines (a leading space or tab) and quoted-printable soft breaks in one
 * linear pass: each logical line's pieces are collected and joined once, and whether it is
 * quoted-printable is decided once from its head (issue 12: re-splitting the growing line on every
 * continuation made a file of folded lines quadratic). Lines past MAX_LINE_CHARS keep no text.
 */
function unfold(text: string): LogicalLine[] {
  const out: LogicalLine[] = [];
  let parts: string[] = [];
  let length = 0;
  let qp = false;
  let headDone = false;
  const flush = () => {
    if (!parts.length && !length) return;
    const overlong = length > MAX_LINE_CHARS;
    out.push({ text: overlong ? "" : parts.join(""), overlong });
    parts = [];
    length = 0;
  };
  const append = (piece: string) => {
    length += piece.length;
    if (length <= MAX_LINE_CHARS) parts.push(piece);
    else parts = [];
    if (!headDone) {
      // The property head ends at the first ':'; it says whether the value is quoted-printable.
      const colon = piece.indexOf(":");
      if (colon >= 0 || length > 1024) {
        headDone = true;
        const head = (parts.join("") || piece).slice(0, 1024).split(":")[0] ?? "";
        qp = /quoted-printable/i.test(head);
      }
    }
  };
  let previousEndsSoftBreak = false;
  let start = 0;
  // Both searches are cached: re-scanning for a "\r" the file does not contain would be quadratic.
  let nextLf = -2;
  let nextCr = -2;
  while (start <= text.length) {
    if (nextLf !== -1 && nextLf < start) nextLf = text.indexOf("\n", start);
    if (nextCr !== -1 && nextCr < start) nextCr = text.indexOf("\r", start);
    let end = nextLf;
    if (end < 0 || (nextCr >= 0 && nextCr < end)) end = nextCr;
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + (text[end] === "\r" && text[end + 1] === "\n" ? 2 : 1);
    const hasCurrent = parts.length > 0 || length > 0;
    if (qp && previousEndsSoftBreak && hasCurrent) {
      // A quoted-printable soft line break ("=" at the end) continues on the next line as is.
      if (parts.length) {
        const last = parts.length - 1;
        parts[last] = parts[last]!.slice(0, -1);
      }
      length -= 1;
      append(line.replace(/^[ \t]/, ""));
    } else if ((line.startsWith(" ") || line.startsWith("\t")) && hasCurrent) {
      append(line.slice(1));
    } else {
      flush();
      headDone = false;
      qp = false;
      append(line);
    }
    previousEndsSoftBreak = line.endsWith("=");
    if (end >= text.length) break;
  }
  flush();
  return out;
}

function splitOutsideQuotes(text: string, sep: string, limit = Infinity): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === sep && !quoted && parts.length < limit - 1) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function parseLine(line: string): Property | null {
  const colon = splitOutsideQuotes(line, ":", 2);
  if (colon.length < 2) return null;
  const [head, value] = colon as [string, string];
  const [nameWithGroup, ...paramParts] = splitOutsideQuotes(head, ";");
  const name = nameWithGroup!.replace(/^[^.]*\./, "").trim().toUpperCase();
  const params = new Map<string, string[]>();
  for (const part of paramParts) {
    const eq = part.indexOf("=");
    const key = eq < 0 ? "TYPE" : part.slice(0, eq).trim().toUpperCase();
    const values = (eq < 0 ? part : part.slice(eq + 1)).split(",").map((v) => v.replace(/^"|"$/g, "").trim().toLowerCase());
    params.set(key, [...(params.get(key) ?? []), ...values]);
  }
  return { name, params, value };
}

const utf8 = new TextEncoder();

function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    const hex = value.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (ch === "=" && i === value.length - 1) {
      // stray soft break at the very end
    } else {
      for (const b of utf8.encode(ch)) bytes.push(b);
    }
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset || "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(new Uint8Array(bytes));
}

/** Splits a structured value on unescaped ';' and unescapes each component. */
function components(value: string): string[] {
  const out: string[] = [];
  let current = "";
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === "\\" && i + 1 < value.length) {
      const next = value[++i]!;
      current += next === "n" || next === "N" ? "\n" : next;
    } else if (ch === ";") {
      out.push(current.trim());
      current = "";
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

function textOf(p: Property): string {
  const encoding = p.params.get("ENCODING")?.[0];
  if (encoding === "b" || encoding === "base64") return "";
  let value = p.value;
  if (encoding === "quoted-printable") value = decodeQuotedPrintable(value, p.params.get("CHARSET")?.[0] ?? "utf-8");
  return value;
}

const isPref = (p: Property) => (p.params.get("TYPE") ?? []).includes("pref") || p.params.has("PREF");

function pick(props: Property[], name: string): Property[] {
  const found = props.filter((p) => p.name === name);
  return [...found.filter(isPref), ...found.filter((p) => !isPref(p))];
}

function cardToContact(props: Property[], line: number): ImportContact | null {
  const one = (name: string) => {
    const p = pick(props, name)[0];
    return p ? components(textOf(p)) : [];
  };
  const n = one("N");
  const fn = one("FN").join(";").trim();
  const given = n[1] ?? "";
  const family = n[0] ?? "";
  const email = pick(props, "EMAIL").map((p) => components(textOf(p))[0]!.replace(/^mailto:/i, "")).find(isEmail) ?? null;
  const phone = pick(props, "TEL").map((p) => components(textOf(p))[0]!.replace(/^tel:/i, "")).find((t) => /\d/.test(t)) ?? null;
  const urls = [...pick(props, "URL"), ...pick(props, "X-SOCIALPROFILE")].map((p) => components(textOf(p)).join(";"));
  const slug = urls.map((u) => canonicalLinkedinSlug(u)).find(Boolean) ?? null;
  const fullName = (fn || `${given} ${family}`.trim()).replace(/\s+/g, " ").trim();
  if (!fullName && !email && !slug) return null;
  const names = given || family ? { firstName: given, lastName: family } : splitName(fullName);
  return {
    line,
    slug,
    email: email ? emailKeyless(email) : null,
    phone,
    firstName: names.firstName,
    lastName: names.lastName,
    fullName: fullName || email || slug || "",
    company: one("ORG")[0] ?? "",
    position: one("TITLE").join(" ").trim(),
    connectedOn: null,
  };
}

/**
 * Every card of a .vcf file, in time linear in its size. `line` is the card's first line (logical
 * line number). Cards past MAX_UPLOAD_ROWS are reported as skipped, not read.
 */
export function parseVcards(text: string): ParsedImport {
  const result: ParsedImport = { rows: 0, contacts: [], skipped: [] };
  let props: Property[] | null = null;
  let start = 0;
  let overlong = false;
  const lines = unfold(text.replace(/^\uFEFF/, ""));
  for (let index = 0; index < lines.length; index++) {
    const logical = lines[index]!;
    const line = logical.text.trim();
    if (line.length === 11 && /^begin:vcard$/i.test(line)) {
      props = [];
      start = index + 1;
      overlong = false;
      continue;
    }
    if (line.length === 9 && /^end:vcard$/i.test(line)) {
      if (props) {
        result.rows++;
        if (result.rows > MAX_UPLOAD_ROWS) result.skipped.push({ line: start, reason: TOO_MANY_ROWS_REASON });
        else {
          const contact = cardToContact(props, start);
          if (contact) result.contacts.push(contact);
          else result.skipped.push({ line: start, reason: overlong ? LINE_TOO_LONG_REASON : SKIP_REASONS.noIdentity });
        }
      }
      props = null;
      continue;
    }
    if (logical.overlong) overlong = true;
    // Past the cap a card is only counted: its properties are never parsed.
    if (props && line && result.rows < MAX_UPLOAD_ROWS) {
      const p = parseLine(line);
      if (p) props.push(p);
    }
  }
  return result;
}
