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

/** The first `count` lines of `text` with the offset each starts at. */
function headLines(text: string, count: number): { line: string; start: number }[] {
  const out: { line: string; start: number }[] = [];
  const newline = /\r\n|\n|\r/g;
  let start = 0;
  while (out.length < count && start <= text.length) {
    const match = newline.exec(text);
    const end = match ? match.index : text.length;
    out.push({ line: text.slice(start, end), start });
    if (!match) break;
    start = newline.lastIndex;
  }
  return out;
}

export function readCsvTable(text: string, isHeader: (cells: string[]) => boolean): CsvTable | null {
  const head = headLines(text, 20);
  const found = findHeader(head.map((h) => h.line), isHeader);
  if (!found) return null;
  const { index: headerIndex, delimiter } = found;
  // From the header on, with one kind of line end, so quoted multi-line cells after it parse
  // correctly and line numbers count as the file's. Each record is kept as its cells and line only
  // (csv-parse's per-record info objects and a split copy of the file were kept side by side
  // with the records on a 30,000-row file).
  const body = text.slice(head[headerIndex]!.start).replace(/\r\n?/g, "\n");
  type Row = { record: string[]; lines: number };
  const options = {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    bom: true,
    on_record: (record: string[], context: { lines: number }) => ({ record, lines: context.lines }),
  };
  // csv-parse's types do not follow `on_record` when it changes the record's shape.
  const parseRows = parse as unknown as (input: string, o: typeof options) => Row[];
  const malformed: { line: number; reason: string }[] = [];
  let rows: Row[];
  try {
    rows = parseRows(body, options);
  } catch {
    // A quote never closed (or another syntax error) would lose the whole file: read it line by
    // line instead, and report each line that cannot be read on its own (issue 12 fuzzing).
    rows = [];
    const lines = body.split("\n");
    for (let i = 0; i < lines.length; i++) {
      try {
        for (const row of parseRows(lines[i]!, options)) rows.push({ record: row.record, lines: i + 1 });
      } catch {
        malformed.push({ line: headerIndex + i + 1, reason: MALFORMED_ROW_REASON });
      }
    }
  }
  const [first, ...rest] = rows;
  const header = (first?.record ?? []).map(normaliseHeader);
  const records: CsvTable["records"] = [];
  const rejected: CsvTable["rejected"] = [...malformed];
  for (const row of rest) {
    const line = headerIndex + row.lines;
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
