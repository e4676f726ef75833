"use client";

import { useState } from "react";
import { Download, FileArchive, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { FormError } from "@/components/forms/form-error";
import { errorMessage } from "@/lib/http/client";
import { useDataExportStatus, useDownloadDataExport, useStartDataExport } from "@/lib/privacy/hooks";
import { EXPORT_FILE_NAME } from "@/lib/privacy/schema";
import { saveBlob } from "@/lib/http/save-blob";

export const EXPORT_EXPLAINED =
  "One zip archive of CSV and JSON files: your account and sessions, payments, credits, your connections and extended networks, what you told Scuba about people, your tags, leads, lists, bookmarks, intro requests, notifications and activity. The download link works once, within 24 hours.";


/** Account menu → 'Export my data': queue the archive, watch it being built, download it once. */
export function ExportDataDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [id, setId] = useState<string | null>(null);
  const start = useStartDataExport();
  const status = useDataExportStatus(id);
  const download = useDownloadDataExport();
  const s = status.data;
  const pct = s ? Math.round((100 * s.progress.completed) / Math.max(1, s.progress.total)) : 0;
  const building = Boolean(id) && (!s || s.status === "queued" || s.status === "running");

  function close(next: boolean) {
    if (!next) {
      setId(null);
      start.reset();
      download.reset();
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Export my data</DialogTitle>
          <DialogDescription>{EXPORT_EXPLAINED}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3" aria-live="polite" data-testid="export-state">
          {building && (
            <div className="grid gap-1.5">
              <Progress value={pct} aria-label="Export progress" />
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Loader2 className="size-3.5 animate-spin" aria-hidden /> Preparing your archive… {pct}% ({s?.progress.completed ?? 0}/{s?.progress.total ?? "…"} files)
              </p>
            </div>
          )}
          {s?.status === "ready" && (
            <div className="rounded-md border p-3 text-sm">
              <p className="flex items-center gap-2 font-medium">
                <FileArchive className="size-4 text-primary" aria-hidden /> Your archive is ready: {s.files.length} files, {Math.max(1, Math.round((s.size ?? 0) / 1024))} KB
              </p>
              <p className="mt-1 text-muted-foreground">The link works once, until {new Date(s.expires_at).toLocaleString()}.</p>
            </div>
          )}
          {s?.status === "downloaded" && <p className="text-sm text-muted-foreground">Downloaded. The archive is no longer kept: export again for a new one.</p>}
          {s?.status === "expired" && <p className="text-sm text-muted-foreground">This archive expired after 24 hours. Export again for a new one.</p>}
          {s?.status === "failed" && <FormError>The archive could not be built. Please try again.</FormError>}
          <FormError>{start.error ? errorMessage(start.error) : status.error ? errorMessage(status.error) : download.error ? errorMessage(download.error) : null}</FormError>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Close
          </Button>
          {s?.status === "ready" ? (
            <Button
              type="button"
              disabled={download.isPending}
              data-testid="export-download"
              onClick={() => download.mutate(s.id, { onSuccess: (blob) => saveBlob(blob, EXPORT_FILE_NAME) })}
            >
              <Download aria-hidden /> {download.isPending ? "Downloading…" : "Download"}
            </Button>
          ) : (
            <Button type="button" disabled={start.isPending || building} data-testid="export-start" onClick={() => start.mutate(undefined, { onSuccess: (r) => setId(r.id) })}>
              <FileArchive aria-hidden /> {building ? "Preparing…" : id ? "Export again" : "Export my data"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
