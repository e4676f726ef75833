// The calibration table (issue 29): intro requests' outcomes by the strength band and path length
// they were asked with — the check of the ranking against what happened. Pure, shared with the UI.

/** Below this many requests a band's rates say nothing (the table says so instead of a rate). */
export const CALIBRATION_MIN_REQUESTS = 20;
export const TOO_FEW_REQUESTS = "Too few requests to say anything";

/**
 * Bands in the table's order. 'Direct' is a request along a direct connect (no band: the teammate
 * knows the lead); 'Not recorded' holds requests made before the band was kept with each request.
 */
export const CALIBRATION_BANDS = ["Good", "Average", "Weak", "Direct", "Not recorded"] as const;
export type CalibrationBand = (typeof CALIBRATION_BANDS)[number];

export type CalibrationCounts = { asked: number; accepted: number; declined: number; meetings: number };
export type CalibrationRow = CalibrationCounts & { band: CalibrationBand; path_length: number };
export type CalibrationBandTotal = CalibrationCounts & { band: CalibrationBand; note: string | null };
export type CalibrationTable = { rows: CalibrationRow[]; bands: CalibrationBandTotal[]; min_requests: number };

export type CountedGroup = CalibrationCounts & { band: string | null; length: number };

function bandOf(g: { band: string | null; length: number }): CalibrationBand {
  if (g.band === "Good" || g.band === "Average" || g.band === "Weak") return g.band;
  return g.length <= 2 && g.band === null ? "Direct" : "Not recorded";
}

const add = (a: CalibrationCounts, b: CalibrationCounts): CalibrationCounts => ({
  asked: a.asked + b.asked,
  accepted: a.accepted + b.accepted,
  declined: a.declined + b.declined,
  meetings: a.meetings + b.meetings,
});
const ZERO: CalibrationCounts = { asked: 0, accepted: 0, declined: 0, meetings: 0 };

/**
 * Groups counted requests into rows (band × length, bands in order, then by length) and per-band
 * totals; Good, Average and Weak are always listed (with zeros), the other two only when they occur.
 */
export function calibrationTable(groups: CountedGroup[]): CalibrationTable {
  const rows = new Map<string, CalibrationRow>();
  for (const g of groups) {
    const band = bandOf(g);
    const key = `${band}:${g.length}`;
    const prev = rows.get(key) ?? { band, path_length: g.length, ...ZERO };
    rows.set(key, { ...prev, ...add(prev, g) });
  }
  const order = (b: CalibrationBand) => CALIBRATION_BANDS.indexOf(b);
  const sorted = [...rows.values()].sort((a, b) => order(a.band) - order(b.band) || a.path_length - b.path_length);
  const bands = CALIBRATION_BANDS.filter((b, i) => i < 3 || sorted.some((r) => r.band === b)).map((band) => {
    const total = sorted.filter((r) => r.band === band).reduce<CalibrationCounts>((t, r) => add(t, r), ZERO);
    return { band, ...total, note: total.asked < CALIBRATION_MIN_REQUESTS ? TOO_FEW_REQUESTS : null };
  });
  return { rows: sorted, bands, min_requests: CALIBRATION_MIN_REQUESTS };
}

/** 'n of m (p%)', or '—' when nothing was asked. */
export function rateText(part: number, whole: number): string {
  return whole ? `${part} of ${whole} (${Math.round((part / whole) * 100)}%)` : "—";
}
