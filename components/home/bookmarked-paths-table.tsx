"use client";

import { Badge } from "@/components/ui/badge";
import { TableCell, TableRow } from "@/components/ui/table";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import type { PathTargetRow } from "@/lib/paths/types";
import { tagTextColour } from "@/lib/ui/tag-colour";
import { OpenPathsCell, SummaryTable, type SummaryColumn } from "./summary-table";

const COLUMNS: SummaryColumn[] = [
  { label: "Path", className: "w-[30%]" },
  { label: "Tags", className: "w-[28%]" },
  { label: "Target", className: "w-[34%]" },
];

/** Home's 'Bookmarked Paths': the path's tags, a Target cell and the link (spec 001 §2). */
export function BookmarkedPathsTable({ rows }: { rows: PathTargetRow[] }) {
  return (
    <SummaryTable
      columns={COLUMNS}
      empty="No results."
      rows={rows.map((row) => {
        const target = row.path.find((n) => n.type === "target") ?? row.path[row.path.length - 1]!;
        const via = row.path.filter((n) => n.type !== "target").map((n) => n.data.alt_name || n.data.name);
        return (
          <TableRow key={`${row.lead_id}-${row.path_link}-${via.join(">")}`} data-testid="bookmark-row">
            <TableCell className="truncate text-sm" title={via.join(" → ")}>
              {via.join(" → ")}
            </TableCell>
            <TableCell>
              {/* As the pipeline detail's tags: a badge never wider than the cell, its label cut with an
                  ellipsis and named in full on hover; pale tag colours darkened for the text. */}
              <div className="flex min-w-0 flex-wrap gap-1">
                {row.tag.tag.slice(0, 2).map(([label, colour]) => (
                  <Tooltip key={label}>
                    <TooltipTrigger asChild>
                      <Badge variant="outline" className="max-w-full cursor-help" style={{ borderColor: colour, color: tagTextColour(colour) }}>
                        <span className="truncate">{label}</span>
                      </Badge>
                    </TooltipTrigger>
                    <TooltipContent>{label}</TooltipContent>
                  </Tooltip>
                ))}
                {row.tag.tag.length > 2 && (
                  <Tooltip>
                    <TooltipTrigger asChild>
                      <Badge variant="secondary" className="cursor-help">
                        +{row.tag.tag.length - 2}
                      </Badge>
                    </TooltipTrigger>
                    <TooltipContent>{row.tag.tag.slice(2).map(([label]) => label).join(", ")}</TooltipContent>
                  </Tooltip>
                )}
              </div>
            </TableCell>
            <TableCell>
              <span className="flex min-w-0 items-center gap-2">
                {target.data.emoji ? <span aria-hidden>{target.data.emoji}</span> : <LeadAvatar name={target.data.name} src={target.data.profile} />}
                <span className="min-w-0">
                  <span className="block truncate font-medium">{target.data.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {[target.data.role, target.data.company].filter(Boolean).join(" at ")}
                  </span>
                </span>
              </span>
            </TableCell>
            <OpenPathsCell href={row.path_link} name={target.data.name} />
          </TableRow>
        );
      })}
    />
  );
}
