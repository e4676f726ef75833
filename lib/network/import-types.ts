// The common shape every source (LinkedIn CSV, vCard, Google CSV, People API) is read into.

export type ImportContact = {
  /** 1-based line (or card number) in the source, for the skipped-rows report. */
  line: number;
  slug: string | null;
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  fullName: string;
  company: string;
  position: string;
  connectedOn: string | null;
};

export type SkippedRow = { line: number; reason: string };

export type ParsedImport = {
  /** Data rows read (skipped ones included). */
  rows: number;
  contacts: ImportContact[];
  skipped: SkippedRow[];
};

export const SKIP_REASONS = {
  empty: "Empty row: hidden or deleted profile",
  noIdentity: "No name, profile URL or e-mail address",
  duplicate: (line: number) => `Duplicate of line ${line}`,
} as const;

/** The identity of a contact inside one import: slug, else e-mail, else name and company. */
export function contactKey(c: Pick<ImportContact, "slug" | "email" | "fullName" | "company">, companyKeyOf: (s: string) => string): string {
  if (c.slug) return `slug:${c.slug}`;
  if (c.email) return `email:${c.email.toLowerCase()}`;
  return `name:${c.fullName.toLowerCase()}|${companyKeyOf(c.company)}`;
}

/** Drops repeated contacts (same key), reporting each repeat as skipped. Keeps the first. */
export function dedupeContacts(parsed: ParsedImport, companyKeyOf: (s: string) => string): ParsedImport {
  const seen = new Map<string, number>();
  const contacts: ImportContact[] = [];
  const skipped = [...parsed.skipped];
  for (const c of parsed.contacts) {
    const key = contactKey(c, companyKeyOf);
    const first = seen.get(key);
    if (first !== undefined) {
      skipped.push({ line: c.line, reason: SKIP_REASONS.duplicate(first) });
      continue;
    }
    seen.set(key, c.line);
    contacts.push(c);
  }
  skipped.sort((a, b) => a.line - b.line);
  return { rows: parsed.rows, contacts, skipped };
}

export function splitName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}
