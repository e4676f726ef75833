import { createHash } from "node:crypto";

// Identity keys of the graph (DESIGN §1). Pure functions, shared by imports, leads and the engine.

/**
 * The canonical LinkedIn slug of a profile URL: the part after /in/, URL-decoded, lower-cased,
 * without trailing slash, query or fragment. Accepts bare hosts ("linkedin.com/in/x"), country
 * subdomains and mobile hosts. Returns null when the text is not a profile URL.
 */
export function canonicalLinkedinSlug(input: string | null | undefined): string | null {
  if (!input) return null;
  let text = input.trim();
  if (!text) return null;
  if (!/^https?:\/\//i.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!/(^|\.)linkedin\.com$/i.test(url.hostname)) return null;
  const match = /^\/(?:in|pub)\/([^/]+)/i.exec(url.pathname);
  if (!match) return null;
  let slug = match[1]!;
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // A stray % that is not an escape: keep the raw text.
  }
  slug = slug.normalize("NFC").trim().toLowerCase();
  // Only dots is no profile, and "." or ".." could not come back through a URL (a URL drops dot segments).
  if (/^\.*$/.test(slug)) return null;
  return slug;
}

/**
 * A readable name from a LinkedIn slug, for a person known only by their profile address (a contact
 * added by URL before any profile facts arrive): "jane-o-neil-3a7b21b4" → "Jane O Neil". LinkedIn
 * appends an id of digits and letters to common names; trailing parts with a digit are that id.
 * Returns "" when nothing name-like is left.
 */
export function nameFromLinkedinSlug(slug: string | null | undefined): string {
  // Member-id slugs ("ACoAAB…") name nobody.
  if (!slug || /^ac[ow]aa/i.test(slug)) return "";
  const parts = slug.split(/[-_.]+/).filter(Boolean);
  while (parts.length > 1 && /\d/.test(parts[parts.length - 1]!)) parts.pop();
  if (parts.length === 1 && /\d/.test(parts[0]!) && !/\p{L}{2,}/u.test(parts[0]!)) return "";
  return parts.map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join(" ");
}

export function linkedinUrlFromSlug(slug: string): string {
  return `https://www.linkedin.com/in/${encodeURIComponent(slug)}/`;
}

// Legal-form suffixes dropped from company names so that "Acme, Inc." = "ACME Inc" = "acme".
const COMPANY_SUFFIXES = new Set([
  "inc", "incorporated", "llc", "l.l.c", "ltd", "limited", "corp", "corporation", "co", "company", "plc",
  "gmbh", "ag", "sa", "sas", "sarl", "bv", "nv", "oy", "ab", "as", "aps", "srl", "spa", "pty", "pvt", "pte", "kk", "lp", "llp",
]);

export function companyKey(name: string | null | undefined): string {
  if (!name) return "";
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && COMPANY_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}

/**
 * Whether two company keys name one employer as people write it: the same key; one is the other's
 * leading words once a leading "the" is dropped ('acme', 'acme group', 'the acme group'); or the same
 * letters once spaces go, a legal form glued on aside ('data dog' and 'datadog'; 'mega', as
 * 'Mega Corp' keys, and 'megacorp'). A job change is flagged only between employers that differ by
 * this rule: a re-import that spells the company another way is not a move.
 */
export function sameEmployer(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const words = (key: string) => {
    const w = key.split(" ");
    return w.length > 1 && w[0] === "the" ? w.slice(1) : w;
  };
  const x = words(a);
  const y = words(b);
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.every((w, i) => long[i] === w)) return true;
  const gx = x.join("");
  const gy = y.join("");
  const [s, l] = gx.length <= gy.length ? [gx, gy] : [gy, gx];
  // A glued legal form of three letters or more ('corp', 'inc'): 'acmeco' may well be another firm.
  const glued = l.slice(s.length);
  return l.startsWith(s) && (glued === "" || (glued.length >= 3 && COMPANY_SUFFIXES.has(glued)));
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The directory's e-mail key: a hash, so the person directory never holds the address itself. */
export function emailKey(email: string): string {
  return createHash("sha256").update(normaliseEmail(email)).digest("hex");
}
