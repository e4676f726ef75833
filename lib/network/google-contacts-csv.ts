import { cell, column, readCsvTable } from "./csv-text";
import { emailKeyless, isEmail } from "./email";
import { dedupeContacts, SKIP_REASONS, splitName, type ParsedImport } from "./import-types";
import { canonicalLinkedinSlug, companyKey } from "@/lib/people/keys";

// Google Contacts' CSV export: a varying number of `E-mail N - Value` / `Phone N - Value` groups,
// several values in one cell separated by " ::: ", "* " marking the primary one.

export function isGoogleContactsHeader(cells: string[]): boolean {
  return cells.includes("given name") || cells.some((c) => /^e-mail \d+ - value$/.test(c));
}

function values(text: string): string[] {
  const parts = text.split(/\s*:::\s*/).map((v) => v.trim()).filter(Boolean);
  return [...parts.filter((v) => v.startsWith("*")), ...parts.filter((v) => !v.startsWith("*"))].map((v) => v.replace(/^\*\s*/, ""));
}

export function parseGoogleContactsCsv(text: string): ParsedImport | null {
  const table = readCsvTable(text, isGoogleContactsHeader);
  if (!table) return null;
  const h = table.header;
  const groups = (prefix: string) => h.map((name, i) => (new RegExp(`^${prefix} \\d+ - value$`).test(name) ? i : -1)).filter((i) => i >= 0);
  const [emailCols, phoneCols, siteCols] = [groups("e-mail"), groups("phone"), groups("website")];
  const ix = {
    name: column(h, "name"),
    given: column(h, "given name", "first name"),
    family: column(h, "family name", "last name"),
    org: column(h, "organization 1 - name", "organization name"),
    title: column(h, "organization 1 - title", "organization title"),
  };
  // Rows refused by the caps count as read and are reported (DESIGN §7: every skipped row has a reason).
  const parsed: ParsedImport = { rows: table.records.length + table.rejected.length, contacts: [], skipped: [...table.rejected] };
  for (const { line, cells } of table.records) {
    const email = emailCols.flatMap((i) => values(cell(cells, i))).find(isEmail) ?? null;
    const phone = phoneCols.flatMap((i) => values(cell(cells, i)))[0] ?? null;
    const slug = siteCols.flatMap((i) => values(cell(cells, i))).map(canonicalLinkedinSlug).find(Boolean) ?? null;
    const given = cell(cells, ix.given);
    const family = cell(cells, ix.family);
    const fullName = cell(cells, ix.name) || `${given} ${family}`.trim();
    if (!fullName && !email && !slug) {
      parsed.skipped.push({ line, reason: SKIP_REASONS.noIdentity });
      continue;
    }
    const names = given || family ? { firstName: given, lastName: family } : splitName(fullName);
    parsed.contacts.push({
      line,
      slug,
      email: email ? emailKeyless(email) : null,
      phone,
      ...names,
      fullName: fullName || email || slug || "",
      company: cell(cells, ix.org),
      position: cell(cells, ix.title),
      connectedOn: null,
    });
  }
  return dedupeContacts(parsed, companyKey);
}
