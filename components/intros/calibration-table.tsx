"use client";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { rateText, type CalibrationTable as Table_ } from "@/lib/intros/calibration-table";
import { useCalibration } from "@/lib/team/hooks";

// The calibration table (issue 29): intro requests by the strength band and path length they were
// asked with, and what happened — counts first, the rate beside them, and a note where a band has
// too few requests to say anything. The same table for a team and (counts of every team) a superadmin.

const LENGTH = (n: number) => (n <= 2 ? "Direct (2)" : `${n} people`);

export function CalibrationView({ table }: { table: Table_ }) {
  const asked = table.bands.reduce((n, b) => n + b.asked, 0);
  return (
    <div className="flex flex-col gap-4">
      <Table aria-label="Outcomes by strength band">
        <TableHeader>
          <TableRow>
            <TableHead>Band</TableHead>
            <TableHead className="text-right">Asked</TableHead>
            <TableHead className="text-right">Accepted</TableHead>
            <TableHead className="text-right">Meetings</TableHead>
            <TableHead>Note</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {table.bands.map((b) => (
            <TableRow key={b.band} data-testid={`calibration-band-${b.band}`}>
              <TableCell className="font-medium">{b.band}</TableCell>
              <TableCell className="text-right tabular-nums">{b.asked}</TableCell>
              <TableCell className="text-right tabular-nums">{rateText(b.accepted, b.asked)}</TableCell>
              <TableCell className="text-right tabular-nums">{rateText(b.meetings, b.asked)}</TableCell>
              <TableCell className="text-sm text-muted-foreground">{b.note ?? ""}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {table.rows.length ? (
        <Table aria-label="Outcomes by band and path length">
          <TableHeader>
            <TableRow>
              <TableHead>Band</TableHead>
              <TableHead>Path length</TableHead>
              <TableHead className="text-right">Asked</TableHead>
              <TableHead className="text-right">Accepted</TableHead>
              <TableHead className="text-right">Declined</TableHead>
              <TableHead className="text-right">Meetings</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.map((r) => (
              <TableRow key={`${r.band}:${r.path_length}`}>
                <TableCell>{r.band}</TableCell>
                <TableCell>{LENGTH(r.path_length)}</TableCell>
                <TableCell className="text-right tabular-nums">{r.asked}</TableCell>
                <TableCell className="text-right tabular-nums">{r.accepted}</TableCell>
                <TableCell className="text-right tabular-nums">{r.declined}</TableCell>
                <TableCell className="text-right tabular-nums">{r.meetings}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {asked ? `${asked} intro request${asked === 1 ? "" : "s"} counted. ` : "No intro requests yet. "}
        A band is judged only from {table.min_requests} requests up. &lsquo;Not recorded&rsquo;: requests made before the band was kept with each request.
      </p>
    </div>
  );
}

/** The table with its loading and error states, for the team (Team tab) or every team (superadmin). */
export function CalibrationSection({ scope }: { scope: "team" | "admin" }) {
  const q = useCalibration(scope);
  if (q.isPending) return <Skeleton className="h-40 w-full" aria-label="Loading the calibration table" />;
  if (q.isError)
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-muted-foreground" role="alert">
        Could not load the calibration table.
        <Button size="sm" variant="outline" onClick={() => q.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <CalibrationView table={q.data} />;
}
