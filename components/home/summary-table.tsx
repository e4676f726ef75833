"use client";

import { ArrowUpRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** A column of a home table: its heading and its width (plus any alignment) as classes. */
export type SummaryColumn = { label: string; className: string };

/** The home cards' tables: fixed columns, then an 'Open' link column; a line of text when there are no rows. */
export function SummaryTable({ columns, empty, rows }: { columns: SummaryColumn[]; empty: string; rows: ReactNode[] }) {
  if (!rows.length) return <p className="px-4 py-8 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <Table className="table-fixed">
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.label} className={c.className}>
              {c.label}
            </TableHead>
          ))}
          <TableHead className="w-[8%]">
            <span className="sr-only">Open</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{rows}</TableBody>
    </Table>
  );
}

/** The last cell of a home table's row: the link to the warm paths of the row's person. */
export function OpenPathsCell({ href, name }: { href: string; name: string | undefined }) {
  return (
    <TableCell className="text-right">
      <Button asChild variant="outline" size="icon-sm" aria-label={`Open warm paths to ${name}`}>
        <Link href={href}>
          <ArrowUpRight />
        </Link>
      </Button>
    </TableCell>
  );
}
