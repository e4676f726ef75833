"use client";

import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { useToggleBookmark } from "@/lib/pipeline/hooks";
import { TagBadges } from "@/components/common/tag-badges";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import type { PathTargetRow } from "@/lib/paths/types";
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
        if (!row.available) return <UnavailableBookmarkRow key={`${row.lead_id}-${row.path_id}`} row={row} />;
        const target = row.path.find((n) => n.type === "target") ?? row.path[row.path.length - 1]!;
        const via = row.path.filter((n) => n.type !== "target").map((n) => n.data.alt_name || n.data.name);
        return (
          <TableRow key={`${row.lead_id}-${row.path_link}-${via.join(">")}`} data-testid="bookmark-row">
            <TableCell className="truncate text-sm" title={via.join(" → ")}>
              {via.join(" → ")}
            </TableCell>
            <TableCell>
              <TagBadges tags={row.tag.tag.map(([label, colour]) => ({ label, colour }))} max={2} overflow="list" />
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

/**
 * A bookmarked path that no longer exists (a connection deleted, a collaborator gone): it names
 * nobody, and the member can remove it (DESIGN §5).
 */
function UnavailableBookmarkRow({ row }: { row: PathTargetRow }) {
  const toggle = useToggleBookmark(row.lead_id);
  return (
    <TableRow data-testid="bookmark-row">
      <TableCell colSpan={3} className="text-sm text-muted-foreground italic">
        This path is no longer available
      </TableCell>
      <TableCell className="text-right">
        <Button variant="outline" size="icon-sm" aria-label="Remove bookmark" disabled={toggle.isPending} onClick={() => toggle.mutate(row.path_id)}>
          <Trash2 />
        </Button>
      </TableCell>
    </TableRow>
  );
}
