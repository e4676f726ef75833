import type { ExportFormat } from "@/lib/export/hooks";

// The Export menu's words (issue 27 §4): each item says what it exports — the page's view with its
// count, or everything. Pure, so a unit test reads them as the menu shows them.

export type ExportWhat = "pipeline" | "network";

const NOUN: Record<ExportWhat, [string, string]> = { pipeline: ["lead", "leads"], network: ["connection", "connections"] };
const FORMAT: Record<ExportFormat, string> = { csv: "CSV", xlsx: "Excel" };
// The GET exports what the member supplied: their leads; of the network, their own connections (not teammates').
const EVERYTHING: Record<ExportWhat, string> = { pipeline: "Export all your leads", network: "Export all your own connections" };

/** 'Export the 18 leads shown — CSV' (the count as the page shows it; without one yet, 'the leads shown'). */
export function exportViewLabel(what: ExportWhat, format: ExportFormat, count: number | undefined): string {
  const [one, many] = NOUN[what];
  const shown = count === undefined ? `the ${many} shown` : `the ${count.toLocaleString("en-US")} ${count === 1 ? one : many} shown`;
  return `Export ${shown} — ${FORMAT[format]}`;
}

/** 'Export all your leads — CSV'. */
export function exportAllLabel(what: ExportWhat, format: ExportFormat): string {
  return `${EVERYTHING[what]} — ${FORMAT[format]}`;
}
