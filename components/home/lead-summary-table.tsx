"use client";

import { TableCell, TableRow } from "@/components/ui/table";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import { pipelineHref, stripProfileUrn } from "@/lib/links/codec";
import { isComputing } from "@/lib/pipeline/hooks";
import type { LeadRow } from "@/lib/pipeline/types";
import { OpenPathsCell, SummaryTable, type SummaryColumn } from "./summary-table";

const COLUMNS: SummaryColumn[] = [
  { label: "Name", className: "w-[30%]" },
  { label: "Company", className: "w-[24%]" },
  { label: "Designation", className: "w-[26%]" },
  { label: "# Warm Paths", className: "w-[12%] text-right" },
];

/** Home's lead tables: Name (avatar), Company, Designation, '# Warm Paths' and a link to the paths. */
export function LeadSummaryTable({ leads, empty }: { leads: Partial<LeadRow>[]; empty: string }) {
  return (
    <SummaryTable
      columns={COLUMNS}
      empty={empty}
      rows={leads.map((l) => (
        <TableRow key={l.id}>
          <TableCell>
            <span className="flex min-w-0 items-center gap-2">
              <LeadAvatar name={l.name ?? ""} src={l.linkedin_user?.profile} />
              <span className="truncate font-medium" title={l.name}>
                {l.name}
              </span>
            </span>
          </TableCell>
          <TableCell className="truncate" title={l.company}>
            {l.company || "—"}
          </TableCell>
          <TableCell className="truncate" title={l.role}>
            {l.role || "—"}
          </TableCell>
          <TableCell className="text-right tabular-nums">
            {isComputing(l) ? <span className="text-xs text-muted-foreground italic">computing…</span> : (l.linkedin_user?.relation_metrics_target?.[0]?.total_path ?? 0)}
          </TableCell>
          <OpenPathsCell href={pipelineHref({ id: l.id!, target: stripProfileUrn(l.connected_user), can_process: true })} name={l.name} />
        </TableRow>
      ))}
    />
  );
}
