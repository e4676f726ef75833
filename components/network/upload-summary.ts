import type { UploadSummary } from "@/lib/network/schema";

// An upload's summary in words (issue 27 §3): what was read, added, merged and skipped, and why.

const n = (x: number | undefined) => (x ?? 0).toLocaleString("en-US");

/** "1,869 rows read · 1,796 people added · 0 merged · 73 skipped" */
export function summaryLine(s: UploadSummary): string {
  return [`${n(s.rows)} rows read`, `${n(s.created)} people added`, `${n(s.merged)} merged with people already there`, `${n(s.skipped_count ?? s.skipped?.length)} skipped`].join(" · ");
}

/** The skipped rows' reasons (the server groups them), most frequent first, with their counts. */
export function skippedReasons(s: UploadSummary): { reason: string; count: number }[] {
  return Object.entries(s.skipped_by_reason ?? {})
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
