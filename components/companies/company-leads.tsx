import Link from "next/link";
import { StrengthChip } from "@/components/pipeline/detail/path-cells";
import { pipelineHref } from "@/lib/links/codec";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CompanyLead } from "@/lib/companies/types";

/** The member's leads at the company and their best paths, as the pipeline's latest figures keep them. */
export function CompanyLeads({ company, leads }: { company: string; leads: CompanyLead[] }) {
  return (
    <section className="rounded-lg border bg-card" aria-label="Your leads here">
      <h2 className="border-b px-4 py-3 text-base font-semibold">Your leads at {company}</h2>
      {leads.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">None yet. Select people above and add them as leads.</p>
      ) : (
        <Table className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead className="w-[28%]">Lead</TableHead>
              <TableHead>Best path</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {leads.map((l) => (
              <TableRow key={l.lead_id} data-testid="company-lead">
                <TableCell className="align-top whitespace-normal">
                  <Link href={pipelineHref({ id: l.lead_id, target: "", can_process: true })} className="font-medium text-primary hover:underline">
                    {l.name}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">{l.role || "—"}</p>
                </TableCell>
                <TableCell className="align-top whitespace-normal text-sm">
                  {l.best_path ? (
                    <div className="flex flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-1.5">
                        <span>via {l.best_path.introducers.map((i) => i.name).join(" → ") || "a direct connection"}</span>
                        <StrengthChip strength={l.best_path.strength} />
                        <span className="text-xs text-muted-foreground">
                          {l.good_paths} Good of {l.total_path} paths
                        </span>
                      </div>
                      <p className="text-xs text-muted-foreground">{l.best_path.reason}</p>
                    </div>
                  ) : (
                    <span className="text-muted-foreground">{l.figures_pending ? "Finding warm paths…" : "No warm path yet"}</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
