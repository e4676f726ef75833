"use client";

import { apiBlob } from "@/lib/http/client";

/** GET v2/export/{what}: the member's own pipeline or network as a CSV or XLSX file. */
export function fetchExport(what: "pipeline" | "network", format: "csv" | "xlsx"): Promise<Blob> {
  return apiBlob(`v2/export/${what}`, { query: { format } });
}
