// Dates as real exports write them: "04 Jul 2023", "1/8/18, 6:14 PM", "23-Apr-23", Spanish month
// names from Excel re-saves ("04 jul. 2023", "23-abr-23"), "Nov 2022" (Positions.csv), ISO.

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  january: 1, february: 2, march: 3, april: 4, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
  // Spanish
  ene: 1, enero: 1, febrero: 2, marzo: 3, abr: 4, abril: 4, mayo: 5, junio: 6, julio: 7, ago: 8, agosto: 8,
  set: 9, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, dic: 12, diciembre: 12,
};

function monthOf(name: string): number | null {
  const key = name.toLowerCase().replace(/\.$/, "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return MONTHS[key] ?? null;
}

function year(text: string): number {
  const y = Number(text);
  if (text.length <= 2) return y >= 70 ? 1900 + y : 2000 + y;
  return y;
}

function iso(y: number, m: number, d: number): string | null {
  if (!(y >= 1900 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** A full date as ISO `YYYY-MM-DD`, or null when the text is not a date we know. */
export function parseExportDate(input: string | null | undefined): string | null {
  const text = (input ?? "").trim();
  if (!text) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  // 04 Jul 2023 · 4 de julio de 2023 · 23-Apr-23 · 04-jul.-2023
  m = /^(\d{1,2})(?:\s+de\s+|[\s\-/.]+)([\p{L}]+)\.?(?:\s+de\s+|[\s\-/.,]+)(\d{2,4})$/u.exec(text);
  if (m) {
    const month = monthOf(m[2]!);
    return month ? iso(year(m[3]!), month, +m[1]!) : null;
  }
  // Jul 4, 2023
  m = /^([\p{L}]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/u.exec(text);
  if (m) {
    const month = monthOf(m[1]!);
    return month ? iso(+m[3]!, month, +m[2]!) : null;
  }
  // 1/8/18, 6:14 PM (US month/day/year, as the 2018 exports wrote it)
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})(?:[,\s].*)?$/.exec(text);
  if (m) return iso(year(m[3]!), +m[1]!, +m[2]!);
  return null;
}

/** A month date ("Nov 2022", "2019", "nov. 2022") as the first of the month, or null. */
export function parseMonthDate(input: string | null | undefined): string | null {
  const text = (input ?? "").trim();
  if (!text) return null;
  let m = /^([\p{L}]+)\.?\s+(\d{4})$/u.exec(text);
  if (m) {
    const month = monthOf(m[1]!);
    return month ? iso(+m[2]!, month, 1) : null;
  }
  m = /^(\d{4})$/.exec(text);
  if (m) return iso(+m[1]!, 1, 1);
  m = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return iso(+m[2]!, +m[1]!, 1);
  return parseExportDate(text);
}
