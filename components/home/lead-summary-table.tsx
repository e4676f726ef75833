"use client";

import { ArrowUpRight } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import { pipelineHref, stripProfileUrn } from "@/lib/links/codec";
import type { LeadRow } from "@/lib/leads/types";

/** Home's lead tables: Name (avatar), Company, Designation, '# Warm Paths' and a link to the paths. */
export function LeadSummaryTable({ leads, empty }: { leads: Partial<LeadRow>[]; empty: string }) {
  if (!leads.length) return <p className="px-4 py-8 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <Table className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="w-[30%]">Name</TableHead>
          <TableHead className="w-[24%]">Company</TableHead>
          <TableHead className="w-[26%]">Designation</TableHead>
          <TableHead className="w-[12%] text-right"># Warm Paths</TableHead>
          <TableHead className="w-[8%]">
            <span className="sr-only">Open</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((l) => (
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
            <TableCell className="text-right tabular-nums">{l.linkedin_user?.relation_metrics_target?.[0]?.total_path ?? 0}</TableCell>
            <TableCell className="text-right">
              <Button asChild variant="outline" size="icon-sm" aria-label={`Open warm paths to ${l.name}`}>
                <Link href={pipelineHref({ id: l.id!, target: stripProfileUrn(l.connected_user), can_process: true })}>
                  <ArrowUpRight />
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
