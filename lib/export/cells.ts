// Formula-safe cell values for every export (DESIGN §11): a value from user data that begins with
// `= + - @`, a tab, CR or LF could be read as a formula by a spreadsheet (CSV injection). Such a
// value gets a leading apostrophe (OWASP's advice), so it stays inert in Excel, LibreOffice and
// Google Sheets — also when an XLSX is later saved as CSV. The XLSX writer also writes every value
// as a plain string cell, never as a formula. Pure: shared by the XLSX and CSV writers and tests.

const RISKY_FIRST = /^[=+\-@\t\r\n]/;

export function safeText(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : String(value);
  return RISKY_FIRST.test(text) ? `'${text}` : text;
}

/** A cell for the XLSX writer: numbers stay numbers (ours, not user text); anything else is safe text. */
export function safeCell(value: unknown): string | number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  return safeText(value);
}

/** One CSV line (RFC 4180 quoting) of safe values. */
export function csvLine(values: unknown[]): string {
  return (
    values
      .map((v) => {
        const text = typeof v === "number" && Number.isFinite(v) ? String(v) : safeText(v);
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(",") + "\r\n"
  );
}
