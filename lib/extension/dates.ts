// LinkedIn's date ranges as a profile page shows them ("Jan 2015 - Mar 2018 · 3 yrs 3 mos",
// "2019 – Present", "2012 - 2016") → the dates the people room keeps. Pure: unit-tested.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function oneDate(part: string): string | null {
  const m = part.trim().match(/^(?:([A-Za-z]{3})[a-z]*\.?\s+)?(\d{4})$/);
  if (!m) return null;
  const month = m[1] ? MONTHS.indexOf(m[1].toLowerCase()) + 1 : 1;
  if (month < 1) return null;
  return `${m[2]}-${String(month).padStart(2, "0")}-01`;
}

export function parseDateRange(dates: string): { fromDate: string | null; toDate: string | null; isCurrent: boolean } {
  const range = dates.split("·")[0]!.trim();
  const [from = "", to = ""] = range.split(/\s+[-–—]\s+/);
  const isCurrent = /present/i.test(to);
  return { fromDate: oneDate(from), toDate: isCurrent ? null : oneDate(to), isCurrent };
}

export function yearsOf(dates: string): { fromYear: number | null; toYear: number | null } {
  const { fromDate, toDate } = parseDateRange(dates);
  return { fromYear: fromDate ? Number(fromDate.slice(0, 4)) : null, toYear: toDate ? Number(toDate.slice(0, 4)) : null };
}
