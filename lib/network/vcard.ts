import { isEmail, emailKeyless } from "./email";
import { SKIP_REASONS, splitName, type ImportContact, type ParsedImport } from "./import-types";
import { canonicalLinkedinSlug } from "@/lib/people/keys";

// A small, careful vCard 2.1 / 3.0 / 4.0 reader (the `vcf` package mis-parses several real
// exports): line unfolding, quoted-printable soft breaks and charsets, `item1.` groups, escaped
// separators, any casing of BEGIN/END. Binary values (base64 photos) are skipped unread.

type Property = { name: string; params: Map<string, string[]>; value: string };

function unfold(text: string): string[] {
  const raw = text.replace(/\r\n|\r/g, "\n").split("\n");
  const lines: string[] = [];
  let qpOpen = false;
  for (const line of raw) {
    const last = lines.length - 1;
    if (qpOpen && last >= 0) {
      // A quoted-printable soft line break ("=" at the end) continues on the next line as is.
      lines[last] = lines[last]!.slice(0, -1) + line.replace(/^[ \t]/, "");
    } else if (/^[ \t]/.test(line) && last >= 0) {
      lines[last] += line.slice(1);
    } else {
      lines.push(line);
    }
    const current = lines[lines.length - 1] ?? "";
    qpOpen = /quoted-printable/i.test(current.split(":")[0] ?? "") && current.endsWith("=");
  }
  return lines;
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
      for (const b of new TextEncoder().encode(ch)) bytes.push(b);
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

/** Every card of a .vcf file. `line` is the card's first line in the file. */
export function parseVcards(text: string): ParsedImport {
  const result: ParsedImport = { rows: 0, contacts: [], skipped: [] };
  let props: Property[] | null = null;
  let start = 0;
  unfold(text.replace(/^\uFEFF/, "")).forEach((raw, index) => {
    const line = raw.trim();
    if (/^begin:vcard$/i.test(line)) {
      props = [];
      start = index + 1;
      return;
    }
    if (/^end:vcard$/i.test(line)) {
      if (props) {
        result.rows++;
        const contact = cardToContact(props, start);
        if (contact) result.contacts.push(contact);
        else result.skipped.push({ line: start, reason: SKIP_REASONS.noIdentity });
      }
      props = null;
      return;
    }
    if (props && line) {
      const p = parseLine(line);
      if (p) props.push(p);
    }
  });
  return result;
}
