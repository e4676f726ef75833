"use client";

import { CircleHelp, Handshake, Search, Sparkles, Undo2 } from "lucide-react";
import dynamic from "next/dynamic";
import { MountWhenOpened } from "@/components/common/mount-when-opened";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { DEBOUNCE_MS, PAGE_SIZE } from "@/lib/config/constants";
import { useCredit, useLists, useUpdateLead } from "@/lib/leads/hooks";
import { useLeads, useScubaSortRefresh } from "@/lib/pipeline/hooks";
import { hasTagFilter, pipelineListBody, readPipelineParams, withGlobalSearch, writePipelineParams, type PipelineParams } from "@/lib/leads/pipeline-params";
import type { PipelineList } from "@/lib/leads/types";
import type { LeadRow } from "@/lib/pipeline/types";
import { useNotificationToasts } from "@/lib/notifications/hooks";
import { PIPELINE_TOUR_DELAY_MS } from "@/lib/onboarding/constants";
import { ExportMenu } from "@/components/export-menu";
import { SyncLeadsButton } from "@/components/extension/sync-leads-button";
import { HubspotImportButton } from "@/components/hubspot/hubspot-import-button";
import { InfoBanner } from "@/components/onboarding/info-banner";
import { useTour } from "@/components/onboarding/tour-provider";
import { useAutoTour } from "@/components/onboarding/use-auto-tour";
import { AddLeadMenu } from "./add-lead-menu";
import { LeadsTable, type LeadAction } from "./leads-table";
import { ListsSidebar } from "./lists-sidebar";
import { PagerFooter } from "./pager-footer";
import { RelationFilter } from "./relation-filter";
import { useOpenLead } from "./use-open-lead";

/** The pipeline page (spec 001 §2 'Pipeline'): every view lives in the URL query. */

// Dialogs load when first opened (MountWhenOpened), not with the page.
const CsvUploadDialog = dynamic(() => import("./csv-upload-dialog").then((m) => m.CsvUploadDialog));
const AddToListDialog = dynamic(() => import("./lead-action-dialogs").then((m) => m.AddToListDialog));
const DeleteLeadsDialog = dynamic(() => import("./lead-action-dialogs").then((m) => m.DeleteLeadsDialog));
const MoveToNetworkDialog = dynamic(() => import("./lead-action-dialogs").then((m) => m.MoveToNetworkDialog));
const RemoveFromListDialog = dynamic(() => import("./lead-action-dialogs").then((m) => m.RemoveFromListDialog));
const LeadFormDialog = dynamic(() => import("./lead-form-dialog").then((m) => m.LeadFormDialog));
const DeleteListDialog = dynamic(() => import("./list-dialogs").then((m) => m.DeleteListDialog));
const ListFormDialog = dynamic(() => import("./list-dialogs").then((m) => m.ListFormDialog));
const OutOfCreditsDialog = dynamic(() => import("./out-of-credits-dialog").then((m) => m.OutOfCreditsDialog));

export function PipelineScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const params = useMemo(() => readPipelineParams(new URLSearchParams(search.toString())), [search]);
  const body = useMemo(() => pipelineListBody(params), [params]);
  const leads = useLeads(body);
  const lists = useLists();
  const opener = useOpenLead();
  const { startTour } = useTour();
  // Spec 001 §2: the PIPELINE tour opens 2 s after the page while its guide has remaining above 0.
  useAutoTour("PIPELINE", !leads.isPending, PIPELINE_TOUR_DELAY_MS);
  const scubaSort = useScubaSortRefresh();
  const update = useUpdateLead();
  // The first credit read grants the welcome credits and their FREE_LEAD notification.
  const credit = useCredit();
  useNotificationToasts("FREE_LEAD", credit.isSuccess);

  const [searchText, setSearchText] = useState(params.query.globalSearch ?? "");
  // Selection belongs to one view: changing page, list or filters starts afresh.
  const viewKey = JSON.stringify(body);
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: viewKey, ids: new Set() });
  const selected = selection.key === viewKey ? selection.ids : new Set<string>();
  const setSelected = (next: Set<string> | ((s: Set<string>) => Set<string>)) =>
    setSelection({ key: viewKey, ids: typeof next === "function" ? next(selected) : next });
  const [listForm, setListForm] = useState<{ open: boolean; list: PipelineList | null }>({ open: false, list: null });
  const [deleting, setDeleting] = useState<PipelineList | null>(null);
  const [leadForm, setLeadForm] = useState<{ open: boolean; lead: Partial<LeadRow> | null }>({ open: false, lead: null });
  const [csvOpen, setCsvOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Partial<LeadRow>[]>([]);
  const [toList, setToList] = useState<string[]>([]);
  const [fromList, setFromList] = useState<string[]>([]);
  const [toNetwork, setToNetwork] = useState<Partial<LeadRow> | null>(null);

  // The view the page shows or is navigating to. router.push changes the URL only once the server
  // answers, so a change made meanwhile (the debounced search right after picking a list) must
  // build on the pending view, not on the URL it is leaving.
  const view = useRef(params);
  useEffect(() => {
    view.current = params;
  }, [params]);

  function go(next: Partial<PipelineParams>, keepPage = false) {
    const base = view.current;
    const merged = { ...base, ...next, page: keepPage ? (next.page ?? base.page) : (next.page ?? 1) };
    view.current = merged;
    router.push(`${pathname}${writePipelineParams(merged)}`);
  }

  // The search box writes to the URL after 500 ms of quiet (spec 001 §5).
  useEffect(() => {
    const t = setTimeout(() => {
      if ((view.current.query.globalSearch ?? "") !== searchText.trim()) go({ query: withGlobalSearch(searchText.trim()) });
    }, DEBOUNCE_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  const rows = leads.data?.data ?? [];
  const total = leads.data?.count ?? 0;
  const selectedRows = rows.filter((r) => selected.has(r.id!));

  async function toggleAiSort() {
    if (params.sort === "scuba") return go({ sort: "asc" });
    try {
      await scubaSort.mutateAsync();
    } catch {
      toast.error("Something went wrong");
      return;
    }
    go({ sort: "scuba" });
  }

  async function onAction(action: LeadAction, lead: Partial<LeadRow>) {
    if (action === "edit") setLeadForm({ open: true, lead });
    if (action === "delete") setToDelete([lead]);
    if (action === "add-to-list") setToList([lead.id!]);
    if (action === "remove-from-list") setFromList([lead.id!]);
    if (action === "move-to-network") setToNetwork(lead);
    if (action === "customer") {
      try {
        await update.mutateAsync({ id: lead.id!, patch: { status: true } });
        toast.success("Lead updated successfully");
      } catch {
        toast.error("Failed to update lead");
      }
    }
  }

  const listName = params.list ? lists.data?.find((l) => l.id === params.list)?.name : undefined;
  const title = listName ?? (params.sort === "recent" ? "Recently Viewed" : params.sort === "unseen" ? "Unviewed Leads" : "All Leads");
  const filtered = Boolean(
    params.query.globalSearch ||
      params.query.name?.length ||
      params.query.company?.length ||
      params.query.role?.length ||
      hasTagFilter(params.tag) ||
      params.intro,
  );

  return (
    <div className="flex gap-6">
      <ListsSidebar
        lists={lists.data}
        loading={lists.isPending}
        error={lists.isError}
        current={{ sort: params.sort, list: params.list }}
        onSelect={(v) => go({ sort: v.sort as PipelineParams["sort"], list: v.list, query: {}, tag: {} })}
        onAdd={() => setListForm({ open: true, list: null })}
        onEdit={(list) => setListForm({ open: true, list })}
        onDelete={setDeleting}
      />
      <section className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{title}</h1>
          <div className="flex shrink-0 items-center gap-3">
            {credit.data && (
              <span className="text-sm whitespace-nowrap text-muted-foreground" data-testid="credits-left">
                {credit.data.remaining} {credit.data.remaining === 1 ? "credit" : "credits"} left
              </span>
            )}
            <SyncLeadsButton />
            <HubspotImportButton />
            <ExportMenu what="pipeline" />
            <span data-tour="pipeline-add">
              <AddLeadMenu onUploadCsv={() => setCsvOpen(true)} onUploadNew={() => setLeadForm({ open: true, lead: null })} />
            </span>
          </div>
        </div>
        <InfoBanner module="PIPELINE" />
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative w-56" data-tour="pipeline-search">
            <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
            <Input value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="Search leads" className="pl-8" aria-label="Search leads" />
          </div>
          <span data-tour="pipeline-filter">
            <RelationFilter value={params.tag} onApply={(tag) => go({ tag })} />
          </span>
          <Button
            variant={params.intro ? "secondary" : "outline"}
            aria-pressed={Boolean(params.intro)}
            aria-label="Open intro requests"
            title="Only leads with an open intro request"
            onClick={() => go({ intro: params.intro ? undefined : "open" })}
          >
            <Handshake aria-hidden /> Intros
          </Button>
          <Button variant={params.sort === "scuba" ? "secondary" : "outline"} onClick={toggleAiSort} disabled={scubaSort.isPending} data-tour="pipeline-ai-sort">
            {params.sort === "scuba" ? <Undo2 aria-hidden /> : <Sparkles aria-hidden />}
            {scubaSort.isPending ? "Ranking…" : params.sort === "scuba" ? "Undo AI Sort" : "Scuba AI Sort"}
          </Button>
          <Button variant="ghost" onClick={() => void startTour("PIPELINE")}>
            <CircleHelp aria-hidden /> How to use
          </Button>
          <div className="ml-auto flex items-center gap-2">
            {selectedRows.length > 0 && (
              <>
                <Button variant="outline" size="sm" onClick={() => setToList(selectedRows.map((r) => r.id!))}>
                  Add to list
                </Button>
                {params.list && (
                  <Button variant="outline" size="sm" onClick={() => setFromList(selectedRows.map((r) => r.id!))}>
                    Remove from list
                  </Button>
                )}
                <Button variant="outline" size="sm" className="text-destructive" onClick={() => setToDelete(selectedRows)}>
                  Delete ({selectedRows.length})
                </Button>
              </>
            )}
          </div>
        </div>

        <div className="rounded-lg border bg-card" data-tour="pipeline-table">
          {leads.isPending ? (
            <div className="grid gap-2 p-4">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-9" />
              ))}
            </div>
          ) : leads.isError ? (
            <div className="flex flex-col items-center gap-3 p-10 text-sm">
              <p className="text-destructive">We could not load your leads.</p>
              <Button variant="outline" onClick={() => leads.refetch()}>
                Retry
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center gap-2 p-12 text-center">
              <p className="font-medium">{filtered
                  ? "No leads match these filters."
                  : params.list
                    ? "This list has no leads yet."
                    : params.sort === "recent"
                      ? "No Recently Visited Leads"
                      : params.sort === "unseen"
                        ? "Every lead has been viewed."
                        : "Your pipeline has no leads it's time to add some!"}</p>
              <p className="text-sm text-muted-foreground">
                {filtered ? "Try another search or clear the relation filters." : params.list ? "Add leads to it from All with the row menu." : "Use Add New Lead to add a LinkedIn profile or upload a CSV."}
              </p>
            </div>
          ) : (
            <LeadsTable
              leads={rows}
              selected={selected}
              onSelect={(ids, on) =>
                setSelected((s) => {
                  const n = new Set(s);
                  ids.forEach((id) => (on ? n.add(id) : n.delete(id)));
                  return n;
                })
              }
              onOpen={(lead) => void opener.open(lead)}
              onAction={onAction}
              inList={Boolean(params.list)}
              showFactors={params.sort === "scuba"}
              columnFilters={{ name: params.query.name ?? [], company: params.query.company ?? [], role: params.query.role ?? [] }}
              onColumnFilter={(field, values) => {
                // A column filter clears the global search (spec 001 §4).
                setSearchText("");
                const { globalSearch: _drop, ...rest } = params.query;
                void _drop;
                go({ query: { ...rest, [field]: values } });
              }}
            />
          )}
          {total > 0 && (
            <PagerFooter page={params.page} pageSize={PAGE_SIZE.pipeline} total={total} noun="leads" onPage={(page) => go({ page }, true)} />
          )}
        </div>
      </section>

      <MountWhenOpened open={listForm.open}>
        <ListFormDialog open={listForm.open} list={listForm.list} onOpenChange={(open) => setListForm((s) => ({ ...s, open }))} />
      </MountWhenOpened>
      <MountWhenOpened open={Boolean(deleting)}>
        <DeleteListDialog list={deleting} onOpenChange={(o) => !o && setDeleting(null)} onDeleted={(id) => id === params.list && go({ list: undefined })} />
      </MountWhenOpened>
      <MountWhenOpened open={leadForm.open}>
        <LeadFormDialog open={leadForm.open} lead={leadForm.lead} onOpenChange={(open) => setLeadForm((s) => ({ ...s, open }))} />
      </MountWhenOpened>
      <MountWhenOpened open={csvOpen}>
        <CsvUploadDialog open={csvOpen} onOpenChange={setCsvOpen} />
      </MountWhenOpened>
      <MountWhenOpened open={toDelete.length > 0}>
        <DeleteLeadsDialog
          ids={toDelete.map((l) => l.id!)}
          names={toDelete.length === 1 ? (toDelete[0]!.name ?? "The lead") : `${toDelete.length} leads`}
          onOpenChange={(o) => !o && setToDelete([])}
          onDone={() => setSelected(new Set())}
        />
      </MountWhenOpened>
      <MountWhenOpened open={toList.length > 0}>
        <AddToListDialog ids={toList} onOpenChange={(o) => !o && setToList([])} onDone={() => setSelected(new Set())} />
      </MountWhenOpened>
      <MountWhenOpened open={fromList.length > 0}>
        <RemoveFromListDialog listId={params.list} ids={fromList} onOpenChange={(o) => !o && setFromList([])} onDone={() => setSelected(new Set())} />
      </MountWhenOpened>
      <MountWhenOpened open={Boolean(toNetwork)}>
        <MoveToNetworkDialog lead={toNetwork} onOpenChange={(o) => !o && setToNetwork(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={Boolean(opener.blocked)}>
        <OutOfCreditsDialog name={opener.blocked ?? ""} open={Boolean(opener.blocked)} onOpenChange={(o) => !o && opener.clearBlocked()} />
      </MountWhenOpened>
    </div>
  );
}
