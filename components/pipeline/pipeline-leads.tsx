import type { UseQueryResult } from "@tanstack/react-query";
import { LoadError } from "@/components/common/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { PAGE_SIZE } from "@/lib/config/constants";
import type { PipelineParams } from "@/lib/leads/pipeline-params";
import type { LeadPage, LeadRow } from "@/lib/pipeline/types";
import { LeadsTable, type LeadAction } from "./leads-table";
import { PagerFooter } from "./pager-footer";
import { emptyPipelineText } from "./pipeline-view";

/** The view's leads: loading, the error with Retry, the empty view's words, or the table and its pager. */
export function PipelineLeads({
  leads,
  params,
  selected,
  onSelect,
  onOpen,
  onAction,
  onColumnFilter,
  onPage,
}: {
  leads: UseQueryResult<LeadPage>;
  params: PipelineParams;
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (lead: Partial<LeadRow>) => void;
  onAction: (action: LeadAction, lead: Partial<LeadRow>) => void;
  onColumnFilter: (field: "name" | "company" | "role", values: string[]) => void;
  onPage: (page: number) => void;
}) {
  const rows = leads.data?.data ?? [];
  const total = leads.data?.count ?? 0;
  return (
    <div className="rounded-lg border bg-card" data-tour="pipeline-table">
      {leads.isPending ? (
        <div className="grid gap-2 p-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </div>
      ) : leads.isError ? (
        <LoadError message="We could not load your leads." onRetry={() => leads.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyView params={params} />
      ) : (
        <LeadsTable
          leads={rows}
          selected={selected}
          onSelect={onSelect}
          onOpen={onOpen}
          onAction={onAction}
          inList={Boolean(params.list)}
          showFactors={params.sort === "scuba"}
          columnFilters={{ name: params.query.name ?? [], company: params.query.company ?? [], role: params.query.role ?? [] }}
          onColumnFilter={onColumnFilter}
        />
      )}
      {total > 0 && <PagerFooter page={params.page} pageSize={PAGE_SIZE.pipeline} total={total} noun="leads" onPage={onPage} />}
    </div>
  );
}

function EmptyView({ params }: { params: PipelineParams }) {
  const { title, hint } = emptyPipelineText(params);
  return (
    <div className="flex flex-col items-center gap-2 p-12 text-center">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}
