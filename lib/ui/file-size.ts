const KB = 1024;
const MB = 1024 * 1024;

/** Megabytes with the precision a person can read: two decimals below 1 MB, at most one below 100, none above. */
function megabytes(bytes: number): string {
  const mb = bytes / MB;
  if (mb >= 100) return `${Math.round(mb)} MB`;
  // 0.996 MB would read "1.00 MB": from there on one decimal.
  if (mb >= 0.995) return `${Number(mb.toFixed(1))} MB`;
  return `${mb.toFixed(2)} MB`;
}

/**
 * A chosen file's size for the upload dialogs. "auto" picks the unit (bytes, KB, MB) so a small CSV
 * does not read "0.00 MB"; "mb" always says MB (the lead CSV upload shows its size in MB, spec 001 §4 and §9)
 * and names a file that would round to 0.00 MB "< 0.01 MB" rather than a zero.
 */
export function formatFileSize(bytes: number, unit: "auto" | "mb" = "auto"): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return unit === "mb" ? "0 MB" : "0 bytes";
  // Below 0.005 MB two decimals would print "0.00 MB".
  if (unit === "mb") return bytes < MB * 0.005 ? "< 0.01 MB" : megabytes(bytes);
  if (bytes < KB) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  // 1023.6 KB would round to "1024 KB": say it in MB from there on.
  if (Math.round(bytes / KB) < KB) return `${Math.round(bytes / KB)} KB`;
  return megabytes(Math.max(bytes, MB));
}
