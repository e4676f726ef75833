import { parse } from "csv-parse/sync";
import { LINE_TOO_LONG_REASON, MALFORMED_ROW_REASON, MAX_LINE_CHARS, MAX_UPLOAD_ROWS, TOO_MANY_ROWS_REASON } from "./upload-limits";

// Shared CSV reading for every import: bytes → text (invalid UTF-8 replaced, BOM stripped),
// header detection after any preamble, delimiter sniffing (Excel re-saves use ';').

/** Decodes an upload. Invalid UTF-8 bytes become U+FFFD instead of failing the whole file; NULs go. */
export function decodeUpload(input: Uint8Array | string): string {
  const decoded = typeof input === "string" ? input : new TextDecoder("utf-8", { fatal: false }).decode(input);
  // PostgreSQL text cannot hold NUL: one stray byte would fail the whole upload (found by fuzzing).
  const text = decoded.includes("\u0000") ? decoded.replaceAll("\u0000", "") : decoded;
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function normaliseHeader(cell: string): string {
  return cell.replace(/^\uFEFF/, "").trim().toLowerCase().replace(/\s+/g, " ");
}

export type CsvTable = {
  header: string[];
  /** Each record with its 1-based line number in the original file. */
  records: { line: number; cells: string[] }[];
  /** Records refused by the caps (past MAX_UPLOAD_ROWS, or longer than MAX_LINE_CHARS), with why. */
  rejected: { line: number; reason: string }[];
};

/**
 * Finds the header line (the first line for which `isHeader` holds, so preambles such as
 * LinkedIn's "Notes:" lines are skipped), sniffs the delimiter from it and parses the rest.
 * Returns null when no header is found.
 */
export function findHeader(lines: string[], isHeader: (cells: string[]) => boolean): { index: number; delimiter: string } | null {
  for (let i = 0; i < Math.min(lines.length, 20); i++) {
    for (const delimiter of [",", ";", "\t"]) {
      const cells = lines[i]!.split(delimiter).map((c) => normaliseHeader(c.replace(/^\s*"|"\s*$/g, "")));
      if (isHeader(cells)) return { index: i, delimiter };
    }
  }
  return null;
}

export function hasHeader(text: string, isHeader: (cells: string[]) => boolean): boolean {
  return findHeader(text.slice(0, 8000).split(/\r\n|\n|\r/), isHeader) !== null;
}

export function readCsvTable(text: string, isHeader: (cells: string[]) => boolean): CsvTable | null {
  const lines = text.split(/\r\n|\n|\r/);
  const found = findHeader(lines, isHeader);
  if (!found) return null;
  const { index: headerIndex, delimiter } = found;
  // Re-join from the header on, so quoted multi-line cells after it parse correctly.
  const options = { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, info: true, bom: true } as const;
  type Row = { record: string[]; info: { lines: number } };
  const malformed: { line: number; reason: string }[] = [];
  let rows: Row[];
  try {
    rows = parse(lines.slice(headerIndex).join("\n"), options) as unknown as Row[];
  } catch {
    // A quote never closed (or another syntax error) would lose the whole file: read it line by
    // line instead, and report each line that cannot be read on its own (issue 12 fuzzing).
    rows = [];
    for (let i = headerIndex; i < lines.length; i++) {
      try {
        for (const row of parse(lines[i]!, options) as unknown as Row[]) rows.push({ record: row.record, info: { lines: i - headerIndex + 1 } });
      } catch {
        malformed.push({ line: i + 1, reason: MALFORMED_ROW_REASON });
      }
    }
  }
  const [head, ...rest] = rows;
  const header = (head?.record ?? []).map(normaliseHeader);
  const records: CsvTable["records"] = [];
  const rejected: CsvTable["rejected"] = [...malformed];
  for (const row of rest) {
    const line = headerIndex + row.info.lines;
    let size = 0;
    for (const c of row.record) size += c.length;
    if (size > MAX_LINE_CHARS) {
      rejected.push({ line, reason: LINE_TOO_LONG_REASON });
      continue;
    }
    const cells = row.record.map((c) => c.trim());
    if (cells.every((c) => c === "")) continue; // blank lines, padding-only lines
    if (records.length >= MAX_UPLOAD_ROWS) rejected.push({ line, reason: TOO_MANY_ROWS_REASON });
    else records.push({ line, cells });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { header, records, rejected };
}

/** Index of the first header matching one of the names, or -1. */
export function column(header: string[], ...names: string[]): number {
  for (const name of names) {
    const i = header.indexOf(name);
    if (i >= 0) return i;
  }
  return -1;
}

export function cell(cells: string[], index: number): string {
  return index >= 0 ? (cells[index] ?? "").trim() : "";
}
