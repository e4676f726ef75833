"use client";

import { parse } from "csv-parse/browser/esm/sync";
import { Download, FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { FilePicker } from "@/components/forms/file-picker";
import { FormError } from "@/components/forms/form-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { useQueryClient } from "@tanstack/react-query";
import { ApiClientError } from "@/lib/http/client";
import { createLeadCall } from "@/lib/leads/hooks";
import { leadKeys } from "@/lib/leads/keys";
import { csvRowToLead, type CsvSummary } from "@/lib/leads/csv-rows";

// CSV only. "application/vnd.ms-excel" stays: it is the type Windows gives .csv files (the spec's
// "spreadsheet types"). An .xlsx workbook is refused with a clear message rather than misread.
const ACCEPT = ".csv,text/csv,application/vnd.ms-excel";
const WORKBOOK = /\.(xlsx|xlsm|xls|ods)$/i;

/**
 * CSV upload with the sales-pipeline.csv template (spec 001 §4–§5): rows sent one by one with a
 * progress bar and percentage; rows without linkedin_url skipped; stops on 402 with the server's message.
 */
export function CsvUploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<CsvSummary | null>(null);
  const busy = useRef(false);
  const qc = useQueryClient();

  function reset(o: boolean) {
    if (busy.current) return;
    if (!o) {
      setFile(null);
      setError(null);
      setProgress(null);
      setSummary(null);
    }
    onOpenChange(o);
  }

  async function upload(e: React.FormEvent) {
    e.preventDefault();
    if (!file) {
      setError("Please select a file to upload");
      return;
    }
    if (WORKBOOK.test(file.name)) {
      setError("Save the spreadsheet as CSV (see the sales-pipeline.csv template) and upload that file.");
      return;
    }
    let records: Record<string, string>[];
    try {
      records = parse(await file.text(), { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, bom: true, relax_column_count: true, trim: true });
    } catch {
      setError("The file could not be read as CSV. Use the sales-pipeline.csv template.");
      return;
    }
    busy.current = true;
    const result: CsvSummary = { added: 0, skipped: 0, failed: [], stopped: null };
    setProgress({ done: 0, total: records.length });
    for (let i = 0; i < records.length; i++) {
      const lead = csvRowToLead(records[i]!);
      if (!lead) result.skipped++;
      else {
        try {
          await createLeadCall(lead);
          result.added++;
        } catch (err) {
          if (err instanceof ApiClientError && (err.status === 402 || err.detail?.statusCode === 402)) {
            result.stopped = err.detail?.message ?? err.message;
            setProgress({ done: i, total: records.length });
            break;
          }
          result.failed.push({ row: i + 2, message: err instanceof Error ? err.message : "Unable to add lead" });
        }
      }
      setProgress({ done: i + 1, total: records.length });
    }
    busy.current = false;
    setSummary(result);
    void qc.invalidateQueries({ queryKey: leadKeys.all });
    void qc.invalidateQueries({ queryKey: leadKeys.lists });
    void qc.invalidateQueries({ queryKey: leadKeys.credit });
    if (result.stopped) toast.error(result.stopped);
    else if (result.added > 0) toast.success("Leads uploaded successfully");
  }

  const pct = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={upload} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Upload CSV</DialogTitle>
            <DialogDescription>Add many leads at once. Each added lead uses 1 credit; rows without a linkedin_url are skipped.</DialogDescription>
          </DialogHeader>
          <a href="/sales-pipeline.csv" download className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline">
            <Download className="size-4" aria-hidden /> Download the sales-pipeline.csv template
          </a>
          <FilePicker
            id="csv-file"
            accept={ACCEPT}
            file={file}
            sizeUnit="mb"
            disabled={Boolean(progress && !summary)}
            onFileChange={(next) => {
              setFile(next);
              setError(null);
              setSummary(null);
              setProgress(null);
            }}
          >
            <FormError>{error}</FormError>
          </FilePicker>
          {progress && (
            <div className="grid gap-1.5" aria-live="polite">
              <Progress value={pct} aria-label="Upload progress" />
              <p className="text-xs text-muted-foreground">
                {pct}% · {progress.done}/{progress.total} rows
              </p>
            </div>
          )}
          {summary && (
            <div className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="csv-summary">
              <p>
                {summary.added} added · {summary.skipped} skipped (no linkedin_url) · {summary.failed.length} failed
              </p>
              {summary.stopped && <p className="mt-1 text-destructive">Stopped: {summary.stopped}</p>}
              {summary.failed.slice(0, 5).map((f) => (
                <p key={f.row} className="mt-1 text-xs text-destructive">
                  Row {f.row}: {f.message}
                </p>
              ))}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => reset(false)} disabled={Boolean(progress && !summary)}>
              {summary ? "Close" : "Cancel"}
            </Button>
            {!summary && (
              <Button type="submit" disabled={Boolean(progress)}>
                <FileUp aria-hidden /> Upload
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
