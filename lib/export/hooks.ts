"use client";

import { apiBlob } from "@/lib/http/client";

export type ExportFormat = "csv" | "xlsx";

/**
 * The member's pipeline or network as a CSV or XLSX file: `filters` given, what the page shows
 * (POST v2/export/{what} with the page's filters, every page of them); without, everything the
 * member supplied (GET).
 */
export function fetchExport(what: "pipeline" | "network", format: ExportFormat, filters?: Record<string, unknown>): Promise<Blob> {
  if (filters) return apiBlob(`v2/export/${what}`, { method: "POST", body: { ...filters, format } });
  return apiBlob(`v2/export/${what}`, { query: { format } });
}
