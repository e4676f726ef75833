"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { UploadStatus } from "@/lib/network/schema";
import { skippedReasons, summaryLine } from "./upload-summary";

/** The last upload's summary (issue 27 §3): rows read, people added, merged, skipped — and why, with the first skipped lines. */
export function UploadSummaryDialog({ upload, open, onOpenChange }: { upload: UploadStatus["linkedin"] | undefined; open: boolean; onOpenChange: (o: boolean) => void }) {
  const reasons = upload ? skippedReasons(upload) : [];
  const lines = upload?.skipped ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" data-testid="upload-summary">
        <DialogHeader>
          <DialogTitle>Your last upload</DialogTitle>
          <DialogDescription>{upload ? summaryLine(upload) : "No upload yet."}</DialogDescription>
        </DialogHeader>
        {reasons.length > 0 && (
          <div className="grid gap-3 text-sm">
            <div>
              <p className="font-medium">Why rows were skipped</p>
              <ul className="mt-1 grid gap-1">
                {reasons.map((r) => (
                  <li key={r.reason} className="flex justify-between gap-4">
                    <span className="text-muted-foreground">{r.reason}</span>
                    <span className="tabular-nums">{r.count.toLocaleString("en-US")}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <p className="font-medium">Skipped lines{lines.length < (upload?.skipped_count ?? 0) ? ` (the first ${lines.length})` : ""}</p>
              <ul className="mt-1 max-h-48 overflow-y-auto rounded-md border p-2 font-mono text-xs">
                {lines.map((l) => (
                  <li key={l.line}>
                    Line {l.line}: {l.reason}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
