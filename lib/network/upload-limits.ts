// Caps on every uploaded contact file (DESIGN §7, §11): LinkedIn caps first-degree connections at
// 30,000, so no real export has more rows (or vCard cards). Every row past a cap is reported as
// skipped with its line, never silently dropped.

/** Rows (CSV records, vCard cards) read from one file; the rest are reported as skipped. */
export const MAX_UPLOAD_ROWS = 30_000;
/** One CSV record or one unfolded vCard property; longer ones are skipped (a photo, or garbage). */
export const MAX_LINE_CHARS = 64 * 1024;
/** The member's own Positions.csv / Education.csv are read at once, so they are kept small. */
export const MAX_OWN_HISTORY_CHARS = 256 * 1024;

export const TOO_MANY_ROWS_REASON = `Over the limit of ${MAX_UPLOAD_ROWS.toLocaleString("en-US")} rows per file`;
export const MALFORMED_ROW_REASON = "Malformed row: a quote is never closed";
export const LINE_TOO_LONG_REASON = `Row longer than ${MAX_LINE_CHARS.toLocaleString("en-US")} characters`;

/**
 * How many rows a file holds at most, without parsing it: vCard cards, or CSV lines. One linear
 * scan with indexOf, cheap enough for the request thread; the job reports the exact count.
 */
export function estimateRows(text: string, vcard: boolean): number {
  if (vcard) {
    let count = 0;
    const lower = text.length < 50_000_000 ? text.toLowerCase() : text;
    for (let i = lower.indexOf("begin:vcard"); i >= 0; i = lower.indexOf("begin:vcard", i + 11)) count++;
    return count;
  }
  let lines = 0;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines++;
  return Math.max(1, lines);
}
