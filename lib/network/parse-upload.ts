import { dedupeContacts, type ParsedImport } from "./import-types";
import { companyKey } from "@/lib/people/keys";
import { hasHeader } from "./csv-text";
import { isConnectionsHeader, parseConnectionsCsv } from "./linkedin-csv";
import { isGoogleContactsHeader, parseGoogleContactsCsv } from "./google-contacts-csv";
import { parseVcards } from "./vcard";

// Which parser reads an upload: the source the caller chose, confirmed by the content.
export type ContactFileSource = "linkedin" | "vcard" | "google_csv";

export function detectContactFile(fileName: string, text: string): ContactFileSource | null {
  if (/^\s*begin:vcard/im.test(text.slice(0, 2000)) || /\.vcf$/i.test(fileName)) return "vcard";
  if (hasHeader(text, isConnectionsHeader)) return "linkedin";
  if (hasHeader(text, isGoogleContactsHeader)) return "google_csv";
  return null;
}

export function parseContactFile(source: ContactFileSource, text: string): ParsedImport | null {
  if (source === "vcard") return dedupeContacts(parseVcards(text), companyKey);
  if (source === "google_csv") return parseGoogleContactsCsv(text);
  return parseConnectionsCsv(text);
}
