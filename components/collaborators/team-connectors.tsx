"use client";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CalibrationSection } from "@/components/intros/calibration-table";
import { rateText } from "@/lib/intros/calibration-table";
import { useTeamConnectors } from "@/lib/team/hooks";

// The Team tab (issue 29): who in the team brings whom — each member and extended network with the
// people they bring, the viewer's leads whose best path is Good through them, the intros asked of
// them and how they answered — then the team's calibration table.

const hours = (h: number | null) => (h === null ? "—" : h < 1 ? "< 1 h" : `${h} h`);

export function TeamConnectors({ enabled }: { enabled: boolean }) {
  const q = useTeamConnectors(enabled);
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="connectors-title" className="flex flex-col gap-2">
        <h3 id="connectors-title" className="text-sm font-semibold">
          Your team&apos;s connectors
        </h3>
        {q.isPending ? (
          <Skeleton className="h-24 w-full" aria-label="Loading the team" />
        ) : q.isError ? (
          <div className="flex flex-col items-start gap-2 text-sm text-muted-foreground" role="alert">
            Could not load your team.
            <Button size="sm" variant="outline" onClick={() => q.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Table aria-label="Team connectors">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead className="text-right">People</TableHead>
                <TableHead className="text-right" title="Your leads whose best path is Good and starts with them">
                  Good paths to your leads
                </TableHead>
                <TableHead className="text-right">Intros accepted</TableHead>
                <TableHead className="text-right" title="Median time from the ask to the first answer">
                  Answers in
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {q.data.map((c) => (
                <TableRow key={c.user_id ?? c.extended_network_id} data-testid="connector-row">
                  <TableCell className="max-w-40 truncate font-medium" title={c.name}>
                    {c.name}
                    {c.is_you ? <span className="text-muted-foreground"> (you)</span> : null}
                    {c.kind === "extended" ? <span className="block text-xs font-normal text-muted-foreground">Extended network</span> : null}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{c.people}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.good_paths_to_leads}</TableCell>
                  <TableCell className="text-right tabular-nums">{rateText(c.intros_accepted, c.intros_asked)}</TableCell>
                  <TableCell className="text-right tabular-nums">{hours(c.median_answer_hours)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section aria-labelledby="calibration-title" className="flex flex-col gap-2">
        <h3 id="calibration-title" className="text-sm font-semibold">
          Strength checked against outcomes
        </h3>
        <p className="text-xs text-muted-foreground">Your team&apos;s intro requests by the strength of the path when asked.</p>
        {enabled ? <CalibrationSection scope="team" /> : null}
      </section>
    </div>
  );
}
