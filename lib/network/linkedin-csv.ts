import { emailKeyless, isEmail } from "./email";
import { cell, column, hasHeader, readCsvTable } from "./csv-text";
import { parseExportDate, parseMonthDate } from "./dates";
import { dedupeContacts, SKIP_REASONS, type ImportContact, type ParsedImport } from "./import-types";
import { canonicalLinkedinSlug, companyKey } from "@/lib/people/keys";

// LinkedIn's Connections.csv in every variant real exports come in (shared/data/README.md).

const FIRST = ["first name", "nombre"];
const LAST = ["last name", "apellidos", "apellido"];
const URL_COLS = ["url", "profile url"];
const EMAIL = ["email address", "e-mail address", "email", "dirección de correo electrónico"];
const COMPANY = ["company", "empresa"];
const POSITION = ["position", "cargo", "puesto"];
const CONNECTED = ["connected on", "conectado el", "fecha de conexión"];

export function isConnectionsHeader(cells: string[]): boolean {
  return cells.some((c) => FIRST.includes(c)) && cells.some((c) => LAST.includes(c));
}

export function parseConnectionsCsv(text: string): ParsedImport | null {
  const table = readCsvTable(text, isConnectionsHeader);
  if (!table) return null;
  const h = table.header;
  const ix = {
    first: column(h, ...FIRST),
    last: column(h, ...LAST),
    url: column(h, ...URL_COLS),
    email: column(h, ...EMAIL),
    company: column(h, ...COMPANY),
    position: column(h, ...POSITION),
    connected: column(h, ...CONNECTED),
  };
  // Rows refused by the caps count as read and are reported (DESIGN §7: every skipped row has a reason).
  const parsed: ParsedImport = { rows: table.records.length + table.rejected.length, contacts: [], skipped: [...table.rejected] };
  for (const { line, cells } of table.records) {
    const firstName = cell(cells, ix.first);
    const lastName = cell(cells, ix.last);
    const url = cell(cells, ix.url);
    const rawEmail = cell(cells, ix.email);
    const company = cell(cells, ix.company);
    const position = cell(cells, ix.position);
    if (!firstName && !lastName && !url && !rawEmail && !company && !position) {
      parsed.skipped.push({ line, reason: SKIP_REASONS.empty });
      continue;
    }
    const slug = canonicalLinkedinSlug(url);
    const email = isEmail(rawEmail) ? emailKeyless(rawEmail) : null;
    const fullName = `${firstName} ${lastName}`.trim();
    if (!fullName && !slug && !email) {
      parsed.skipped.push({ line, reason: SKIP_REASONS.noIdentity });
      continue;
    }
    const contact: ImportContact = {
      line,
      slug,
      email,
      phone: null,
      firstName,
      lastName,
      fullName: fullName || slug || email || "",
      company,
      position,
      connectedOn: parseExportDate(cell(cells, ix.connected)),
    };
    parsed.contacts.push(contact);
  }
  return dedupeContacts(parsed, companyKey);
}

export type OwnPosition = { company: string; title: string; fromDate: string | null; toDate: string | null; isCurrent: boolean };
export type OwnEducation = { school: string; degree: string; fromYear: number | null; toYear: number | null };

/** The member's own Positions.csv (`Company Name,Title,Description,Location,Started On,Finished On`). */
export function parsePositionsCsv(text: string): OwnPosition[] | null {
  const table = readCsvTable(text, (c) => c.includes("company name") && c.includes("title"));
  if (!table) return null;
  const h = table.header;
  const [company, title, started, finished] = [column(h, "company name"), column(h, "title"), column(h, "started on"), column(h, "finished on")];
  return table.records
    .map(({ cells }) => {
      const toDate = parseMonthDate(cell(cells, finished));
      return { company: cell(cells, company), title: cell(cells, title), fromDate: parseMonthDate(cell(cells, started)), toDate, isCurrent: !cell(cells, finished) };
    })
    .filter((p) => p.company);
}

/** The member's own Education.csv (`School Name,Start Date,End Date,Notes,Degree Name,Activities`). */
export function parseEducationCsv(text: string): OwnEducation[] | null {
  const table = readCsvTable(text, (c) => c.includes("school name"));
  if (!table) return null;
  const h = table.header;
  const [school, start, end, degree] = [column(h, "school name"), column(h, "start date"), column(h, "end date"), column(h, "degree name")];
  const yearOf = (s: string) => {
    const m = /(\d{4})/.exec(s);
    return m ? Number(m[1]) : null;
  };
  return table.records
    .map(({ cells }) => ({ school: cell(cells, school), degree: cell(cells, degree), fromYear: yearOf(cell(cells, start)), toYear: yearOf(cell(cells, end)) }))
    .filter((e) => e.school);
}

export type UploadKind = "connections" | "positions" | "education";

/** Which LinkedIn export file this is, from its header. */
export function detectLinkedinFile(text: string): UploadKind | null {
  if (hasHeader(text, isConnectionsHeader)) return "connections";
  if (hasHeader(text, (c) => c.includes("company name") && c.includes("title"))) return "positions";
  if (hasHeader(text, (c) => c.includes("school name"))) return "education";
  return null;
}
