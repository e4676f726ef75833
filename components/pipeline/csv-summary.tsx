import { CreditCard } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { CsvSummary } from "@/lib/leads/csv-rows";
import { openPlanDialog } from "@/lib/payments/hooks";
import { outOfCreditsText } from "./out-of-credits";

/** 'the 2 leads left in leads.csv' — whom the out-of-credits notice is about, for an upload. */
export function leadsLeftName(waiting: number, from: string): string {
  return `the ${waiting} ${waiting === 1 ? "lead" : "leads"} left in ${from}`;
}

/**
 * The end of an upload: what it added, skipped and failed, and — stopped by credits — the notice,
 * that the rows not reached are kept, and Buy credits (the upload resumes from there, issue 27 §5).
 */
export function CsvSummaryView({ summary, from }: { summary: CsvSummary; from: string }) {
  const { stopped } = summary;
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm" data-testid="csv-summary">
      <p>
        {summary.added} added · {summary.skipped} skipped (no linkedin_url) · {summary.failed.length} failed
      </p>
      {summary.failed.slice(0, 5).map((f, i) => (
        <p key={`${f.row}-${i}`} className="text-xs text-destructive">
          {f.row ? `Row ${f.row}: ` : ""}
          {f.message}
        </p>
      ))}
      {stopped && (
        <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950" role="alert" data-testid="csv-stopped">
          <p className="font-medium">{outOfCreditsText(leadsLeftName(stopped.waiting, from))}</p>
          <p className="text-xs">
            {stopped.row ? `The upload stopped at row ${stopped.row}. ` : ""}
            The {stopped.waiting === 1 ? "lead it did not reach is" : `${stopped.waiting} leads it did not reach are`} kept: once you have credits,
            Resume upload on the pipeline sends {stopped.waiting === 1 ? "it" : "them"} from there.
          </p>
          <Button type="button" size="sm" className="w-fit" onClick={() => openPlanDialog()}>
            <CreditCard aria-hidden /> Buy credits
          </Button>
        </div>
      )}
    </div>
  );
}
