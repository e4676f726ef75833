"use client";

import { ArrowUpRight, MoreHorizontal } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { INTRO_STATUS_LABEL } from "@/lib/intros/status";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { LeadRow } from "@/lib/pipeline/types";
import { LeadAvatar } from "./lead-avatar";
import { ColumnTextFilter } from "./column-text-filter";
import { BestWayIn } from "./best-way-in";
import { warmPathCount } from "./warm-paths-count";

// The tooltip library loads only when the AI sort shows its factors; the count shows meanwhile.
const LazyFactorsTooltip = lazy(() => import("./scuba-factors").then((m) => ({ default: m.ScubaFactorsTooltip })));

function FactorsTooltip({ factors, children }: { factors: Record<string, unknown>; children: React.ReactNode }) {
  return (
    <Suspense fallback={<span className="cursor-help underline decoration-dotted">{children}</span>}>
      <LazyFactorsTooltip factors={factors}>{children}</LazyFactorsTooltip>
    </Suspense>
  );
}

export type LeadAction = "edit" | "add-to-list" | "remove-from-list" | "customer" | "move-to-network" | "delete";

const WRAP = "line-clamp-2 break-words whitespace-normal";

/** The pipeline's leads table (spec 001 §2): leads not yet visited appear in bold. */
export function LeadsTable({
  leads,
  selected,
  onSelect,
  onOpen,
  onAction,
  inList,
  showFactors,
  columnFilters,
  onColumnFilter,
}: {
  leads: Partial<LeadRow>[];
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (lead: Partial<LeadRow>) => void;
  onAction: (action: LeadAction, lead: Partial<LeadRow>) => void;
  inList: boolean;
  showFactors: boolean;
  columnFilters: { name: string[]; company: string[]; role: string[] };
  onColumnFilter: (field: "name" | "company" | "role", values: string[]) => void;
}) {
  const allOn = leads.length > 0 && leads.every((l) => selected.has(l.id!));
  // Text wraps (two lines at most) and the avatars hide below 1280 px, so on narrow screens
  // 'Best way in' and the row actions stay in sight instead of behind a horizontal scroll.
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox checked={allOn} onCheckedChange={(v) => onSelect(leads.map((l) => l.id!), v === true)} aria-label="Select all leads" />
          </TableHead>
          <TableHead>
            <span className="inline-flex items-center gap-1">
              Name
              <ColumnTextFilter column="Name" values={columnFilters.name} onChange={(v) => onColumnFilter("name", v)} />
            </span>
          </TableHead>
          <TableHead>
            {/* Below 1280 px the designation joins the company's column (its filter too), so 'Best way in' has room. */}
            <div className="flex flex-col gap-0.5">
              <span className="inline-flex items-center gap-1">
                Company
                <ColumnTextFilter column="Company" values={columnFilters.company} onChange={(v) => onColumnFilter("company", v)} />
              </span>
              <span className="inline-flex items-center gap-1 text-xs xl:hidden">
                Designation
                <ColumnTextFilter column="Designation" values={columnFilters.role} onChange={(v) => onColumnFilter("role", v)} />
              </span>
            </div>
          </TableHead>
          <TableHead className="hidden xl:table-cell">
            <span className="inline-flex items-center gap-1">
              Designation
              <ColumnTextFilter column="Designation" values={columnFilters.role} onChange={(v) => onColumnFilter("role", v)} />
            </span>
          </TableHead>
          <TableHead className="w-[34%] whitespace-normal xl:whitespace-nowrap">Best way in</TableHead>
          <TableHead className="w-[5.5rem] text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((lead) => {
          const unseen = !lead.has_visited;
          return (
            <TableRow key={lead.id} data-testid="lead-row" data-state={selected.has(lead.id!) ? "selected" : undefined}>
              <TableCell>
                <Checkbox checked={selected.has(lead.id!)} onCheckedChange={(v) => onSelect([lead.id!], v === true)} aria-label={`Select ${lead.name}`} />
              </TableCell>
              <TableCell className="max-w-64">
                <button type="button" onClick={() => onOpen(lead)} className="flex min-w-0 items-center gap-2 text-left hover:underline">
                  <span className="hidden xl:contents">
                    <LeadAvatar name={lead.name ?? ""} src={lead.linkedin_user?.profile} />
                  </span>
                  <span className={cn(WRAP, unseen ? "font-bold" : "font-normal")} data-unseen={unseen ? "true" : "false"}>
                    {lead.name}
                  </span>
                  {lead.status && <span className="rounded bg-green-100 px-1.5 text-[10px] font-medium text-green-800">Customer</span>}
                </button>
              </TableCell>
              <TableCell className={cn("max-w-48", unseen && "font-semibold")}>
                <span className={WRAP}>{lead.company || "—"}</span>
                <span className={cn(WRAP, "text-xs text-muted-foreground xl:hidden")}>{lead.role}</span>
              </TableCell>
              <TableCell className={cn("hidden max-w-56 xl:table-cell", unseen && "font-semibold")}>
                <span className={WRAP}>{lead.role || "—"}</span>
              </TableCell>
              <TableCell className="max-w-0 min-w-40">
                <BestWayIn
                  lead={lead}
                  count={showFactors && lead.scuba_sort_factors ? <FactorsTooltip factors={lead.scuba_sort_factors}>{warmPathCount(lead)}</FactorsTooltip> : undefined}
                />
                {lead.intro_status && (
                  <span className="block text-xs whitespace-nowrap text-primary" data-testid="lead-intro-status">
                    Intro: {INTRO_STATUS_LABEL[lead.intro_status]}
                  </span>
                )}
              </TableCell>
              <TableCell className="text-right">
                <div className="flex justify-end gap-1">
                  <Button variant="outline" size="icon-sm" aria-label={`View warm paths to ${lead.name}`} onClick={() => onOpen(lead)}>
                    <ArrowUpRight />
                  </Button>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${lead.name}`}>
                        <MoreHorizontal />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => onAction("edit", lead)}>Edit</DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => onAction("add-to-list", lead)}>Add to list</DropdownMenuItem>
                      {inList && <DropdownMenuItem onSelect={() => onAction("remove-from-list", lead)}>Remove from list</DropdownMenuItem>}
                      {!lead.status && <DropdownMenuItem onSelect={() => onAction("customer", lead)}>Mark as customer</DropdownMenuItem>}
                      <DropdownMenuItem onSelect={() => onAction("move-to-network", lead)}>Move to network</DropdownMenuItem>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem variant="destructive" onSelect={() => onAction("delete", lead)}>
                        Delete
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
