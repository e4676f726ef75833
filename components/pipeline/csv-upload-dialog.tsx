"use client";

import { parse } from "csv-parse/browser/esm/sync";
import { Download, FileUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { FilePicker } from "@/components/forms/file-picker";
import { FormError } from "@/components/forms/form-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { useUserDetails } from "@/lib/auth/hooks";
import { csvRowToLead, type CsvSummary } from "@/lib/leads/csv-rows";
import { openPlanDialog } from "@/lib/payments/hooks";
import { CsvSummaryView } from "./csv-summary";
import { useLeadSender, type RowToSend } from "./use-lead-sender";
import { waitingLeadsOf } from "./waiting-leads";

// CSV only. "application/vnd.ms-excel" stays: it is the type Windows gives .csv files (the spec's
// "spreadsheet types"). An .xlsx workbook is refused with a clear message rather than misread.
const ACCEPT = ".csv,text/csv,application/vnd.ms-excel";
const WORKBOOK = /\.(xlsx|xlsm|xls|ods)$/i;

/**
 * CSV upload with the sales-pipeline.csv template (spec 001 §4–§5): rows sent one by one with a
 * progress bar and percentage; rows without linkedin_url skipped. A 402 stops it with the
 * out-of-credits notice and opens the plan dialog; the rows not reached wait (waiting-leads.ts) and
 * `resume` sends them from there (issue 27 §5).
 */
export function CsvUploadDialog({ open, onOpenChange, resume = false }: { open: boolean; onOpenChange: (o: boolean) => void; resume?: boolean }) {
  const user = useUserDetails();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<{ result: CsvSummary; from: string } | null>(null);
  const sender = useLeadSender();
  const { progress } = sender;
  const started = useRef(false);

  function reset(o: boolean) {
    if (sender.busy.current) return;
    if (!o) {
      started.current = false;
      setFile(null);
      setError(null);
      sender.setProgress(null);
      setSummary(null);
    }
    onOpenChange(o);
  }

  async function run(rows: RowToSend[], from: string, resuming: boolean) {
    const result = await sender.send(rows, { resuming });
    setSummary({ result, from });
    // Spec 001 §8: the notice is in the summary; the plan dialog opens over it.
    if (result.stopped) openPlanDialog();
    else if (result.added > 0) toast.success("Leads uploaded successfully");
  }

  // Resuming: the leads a 402 left waiting go out at once, from where the upload stopped.
  useEffect(() => {
    if (!open || !resume || started.current || !user.data) return;
    started.current = true;
    const waiting = waitingLeadsOf(user.data.id);
    void run(waiting, waiting[0]?.from ?? "your upload", true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening with `resume`
  }, [open, resume, user.data]);

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
    // Line numbers as a spreadsheet shows them: the header is line 1.
    await run(records.map((r, i) => ({ lead: csvRowToLead(r), from: file.name, row: i + 2 })), file.name, false);
  }

  const pct = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  const sending = Boolean(progress && !summary);
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={upload} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{resume ? "Resume upload" : "Upload CSV"}</DialogTitle>
            <DialogDescription>
              {resume
                ? "The leads your credits did not reach are added one by one, from where the upload stopped. Each added lead uses 1 credit."
                : "Add many leads at once. Each added lead uses 1 credit; rows without a linkedin_url are skipped."}
            </DialogDescription>
          </DialogHeader>
          {!resume && (
            <>
              <a href="/sales-pipeline.csv" download className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline">
                <Download className="size-4" aria-hidden /> Download the sales-pipeline.csv template
              </a>
              <FilePicker
                id="csv-file"
                accept={ACCEPT}
                file={file}
                sizeUnit="mb"
                disabled={sending}
                onFileChange={(next) => {
                  setFile(next);
                  setError(null);
                  setSummary(null);
                  sender.setProgress(null);
                }}
              >
                <FormError>{error}</FormError>
              </FilePicker>
            </>
          )}
          {progress && (
            <div className="grid gap-1.5" aria-live="polite">
              <Progress value={pct} aria-label="Upload progress" />
              <p className="text-xs text-muted-foreground">
                {pct}% · {progress.done}/{progress.total} rows
              </p>
            </div>
          )}
          {summary && <CsvSummaryView summary={summary.result} from={summary.from} />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => reset(false)} disabled={sending}>
              {summary ? "Close" : "Cancel"}
            </Button>
            {!summary && !resume && (
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
