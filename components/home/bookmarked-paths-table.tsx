"use client";

import { ArrowUpRight } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import type { PathTargetRow } from "@/lib/paths/types";

/** Home's 'Bookmarked Paths': the path's tags, a Target cell and the link (spec 001 §2). */
export function BookmarkedPathsTable({ rows }: { rows: PathTargetRow[] }) {
  if (!rows.length) return <p className="px-4 py-8 text-center text-sm text-muted-foreground">No results.</p>;
  return (
    <Table className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="w-[30%]">Path</TableHead>
          <TableHead className="w-[28%]">Tags</TableHead>
          <TableHead className="w-[34%]">Target</TableHead>
          <TableHead className="w-[8%]">
            <span className="sr-only">Open</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const target = row.path.find((n) => n.type === "target") ?? row.path[row.path.length - 1]!;
          const via = row.path.filter((n) => n.type !== "target").map((n) => n.data.alt_name || n.data.name);
          return (
            <TableRow key={`${row.lead_id}-${row.path_link}-${via.join(">")}`} data-testid="bookmark-row">
              <TableCell className="truncate text-sm" title={via.join(" → ")}>
                {via.join(" → ")}
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  {row.tag.tag.slice(0, 2).map(([label, colour]) => (
                    <Badge key={label} variant="outline" className="max-w-32 truncate" style={{ borderColor: colour, color: colour }}>
                      {label}
                    </Badge>
                  ))}
                  {row.tag.tag.length > 2 && <Badge variant="secondary">+{row.tag.tag.length - 2}</Badge>}
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
              <TableCell className="text-right">
                <Button asChild variant="outline" size="icon-sm" aria-label={`Open warm paths to ${target.data.name}`}>
                  <Link href={row.path_link}>
                    <ArrowUpRight />
                  </Link>
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
