"use client";

import { Download, FileSpreadsheet, Loader2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { downloadReport, useReportCompanies } from "@/lib/admin/hooks";
import { LINKEDIN_SOURCE, REPORT_DOWNLOADED, REPORT_GENERATING } from "@/lib/admin/constants";
import { useTags } from "@/lib/network/hooks";
import { AdminPageTitle } from "./admin-list";
import { MultiSelect } from "@/components/common/multi-select";

type Stage = "idle" | "generating" | "done";

/** /user-report/ 'User Report' (spec 001 §2, §5): filters, then 'Generate Report' → report.xlsx. */
export function ReportScreen() {
  const tags = useTags();
  const companies = useReportCompanies();
  const tagOptions = [{ value: LINKEDIN_SOURCE, label: LINKEDIN_SOURCE }, ...(tags.data ?? []).map((t) => ({ value: t.tag, label: t.tag }))];
  const [start, setStart] = useState<string[]>([]);
  const [middle, setMiddle] = useState<string[]>([]);
  const [end, setEnd] = useState<string[]>([]);
  const [nodes, setNodes] = useState<string[]>([]);
  const [company, setCompany] = useState<string[]>([]);
  const [rangeStart, setRangeStart] = useState("0");
  const [rangeEnd, setRangeEnd] = useState("10");
  const [stage, setStage] = useState<Stage>("idle");

  const from = Number(rangeStart);
  const to = Number(rangeEnd);
  const rangeOk = Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to > from;

  const generate = async () => {
    setStage("generating");
    try {
      await downloadReport({ start, middle, end, Nodes: nodes as ("1" | "2")[], company }, { start: from, end: to });
      setStage("done");
      toast.success(REPORT_DOWNLOADED);
    } catch (e) {
      setStage("idle");
      toast.error(e instanceof Error ? e.message : "Something went wrong");
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <AdminPageTitle title="User Report" />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Filters</CardTitle>
          <CardDescription>One row per lead and warm path that matches. Leave a filter empty to include everything.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <Field label="Start relationship">
            <MultiSelect look="field" label="Start tags" selected={start} onChange={setStart} options={tagOptions} loading={tags.isPending} testId="filter-start" />
          </Field>
          <Field label="Middle relationship">
            <MultiSelect look="field" label="Middle tags" selected={middle} onChange={setMiddle} options={tagOptions} loading={tags.isPending} testId="filter-middle" />
          </Field>
          <Field label="End relationship">
            <MultiSelect look="field" label="End tags" selected={end} onChange={setEnd} options={tagOptions} loading={tags.isPending} testId="filter-end" />
          </Field>
          <Field label="Nodes">
            <MultiSelect
              look="field"
              label="Introducers"
              selected={nodes}
              onChange={setNodes}
              options={[
                { value: "1", label: "1" },
                { value: "2", label: "2" },
              ]}
              testId="filter-nodes"
            />
          </Field>
          <Field label="Companies">
            <MultiSelect
              look="field"
              label="Companies"
              selected={company}
              onChange={setCompany}
              options={(companies.data ?? []).map((c) => ({ value: c, label: c }))}
              loading={companies.isPending}
              testId="filter-company"
            />
          </Field>
          <Field label="Path range">
            <div className="flex items-center gap-2">
              <Input type="number" min={0} value={rangeStart} onChange={(e) => setRangeStart(e.target.value)} aria-label="Path range start" className="w-24" />
              <span className="text-sm text-muted-foreground">to</span>
              <Input type="number" min={1} value={rangeEnd} onChange={(e) => setRangeEnd(e.target.value)} aria-label="Path range end" className="w-24" />
            </div>
            {!rangeOk && <p className="text-sm text-destructive">The end must be greater than the start.</p>}
          </Field>
        </CardContent>
      </Card>
      <div>
        <Button onClick={() => void generate()} disabled={stage === "generating" || !rangeOk} data-testid="generate-report">
          {stage === "generating" ? <Loader2 className="animate-spin" aria-hidden /> : <FileSpreadsheet aria-hidden />} Generate Report
        </Button>
      </div>
      <Sheet open={stage !== "idle"} onOpenChange={(open) => !open && stage !== "generating" && setStage("idle")}>
        <SheetContent side="bottom" className="mx-auto max-w-xl rounded-t-lg" data-testid="report-drawer">
          <SheetHeader>
            <SheetTitle className="flex items-center gap-2">
              {stage === "generating" ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Download className="size-5" aria-hidden />}
              {stage === "generating" ? REPORT_GENERATING : REPORT_DOWNLOADED}
            </SheetTitle>
            <SheetDescription>{stage === "generating" ? "This can take a while for many leads. Keep this page open." : "report.xlsx is in your downloads."}</SheetDescription>
          </SheetHeader>
        </SheetContent>
      </Sheet>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label>{label}</Label>
      {children}
    </div>
  );
}
