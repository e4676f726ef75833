"use client";

import { useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { MountWhenOpened } from "@/components/common/mount-when-opened";
import { ChevronDown, Info, LayoutGrid, List, Plus, Search, Tags, Trash2, Users } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { ExportMenu } from "@/components/export-menu";
import { CollaboratorsButton } from "@/components/collaborators/collaborators-button";
import { InfoBanner } from "@/components/onboarding/info-banner";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Pagination, PaginationContent, PaginationItem, PaginationNext, PaginationPrevious } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { userDetailsQuery } from "@/lib/auth/hooks";
import { useCollaborators } from "@/lib/collaborators/hooks";
import { PAGE_SIZE } from "@/lib/config/constants";
import { networkKeys, useConnectionsInfinite, useConnectionsPage, useExperienceLookup, useTags, useUploadStatus, type NetworkFilters } from "@/lib/network/hooks";
import type { NetworkConnection } from "@/lib/network/schema";
import { changeNetworkParams, readNetworkParams, writeNetworkParams, type NetworkParams } from "@/lib/network/url-params";
import { ConnectionCards } from "./connection-cards";
import { ConnectionsTable } from "./connections-table";
import { GoogleSyncButtons } from "./google-sync-buttons";
import { MultiSelectFilter } from "./multi-select-filter";
import { SyncIndicators } from "./sync-indicators";
import { useDebounced } from "./use-debounced";

export const NETWORK_TITLE = "Discover and Manage Your Network of Powerful Connections";

// Dialogs load when first opened (MountWhenOpened), not with the page.
const AddContactDialog = dynamic(() => import("./add-contact-dialog").then((m) => m.AddContactDialog));
const AddRelationshipDialog = dynamic(() => import("./add-relationship-dialog").then((m) => m.AddRelationshipDialog));
const DeleteConnectionsDialog = dynamic(() => import("./delete-dialogs").then((m) => m.DeleteConnectionsDialog));
const EditTagsDialog = dynamic(() => import("./edit-tags-dialog").then((m) => m.EditTagsDialog));
const ExtendedNetworkDialog = dynamic(() => import("./extended-network-dialog").then((m) => m.ExtendedNetworkDialog));
const UploadNetworkDialog = dynamic(() => import("./upload-network-dialog").then((m) => m.UploadNetworkDialog));

export function NetworkScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => readNetworkParams(new URLSearchParams(searchParams.toString())), [searchParams]);
  const setParams = useCallback(
    (change: Partial<NetworkParams>) => router.replace(`${pathname}${writeNetworkParams(changeNetworkParams(params, change))}`, { scroll: false }),
    [params, pathname, router],
  );

  const [searchText, setSearchText] = useState(params.search);
  useDebounced(searchText, (search) => search !== params.search && setParams({ search }));
  const [companyText, setCompanyText] = useState("");
  const [titleText, setTitleText] = useState("");
  const companies = useExperienceLookup("company", companyText, true);
  const titles = useExperienceLookup("title", titleText, true);
  const tags = useTags();

  const filters: NetworkFilters = { search: params.search, company: params.company, title: params.title, tag: params.tag, query: params.query };
  const isTable = params.screen === "table";
  const table = useConnectionsPage(filters, params.page, PAGE_SIZE.networkTable, isTable);
  const cards = useConnectionsInfinite(filters, PAGE_SIZE.networkCards, !isTable);
  const rows: NetworkConnection[] = isTable ? (table.data?.data ?? []) : (cards.data?.pages.flatMap((p) => p.data) ?? []);
  const total = isTable ? (table.data?.count ?? 0) : (cards.data?.pages[0]?.count ?? 0);
  const pending = isTable ? table.isPending : cards.isPending;
  const failed = isTable ? table.isError : cards.isError;
  const filtered = !!(params.search || params.company.length || params.title.length || params.tag.length || params.query.length);

  const status = useUploadStatus();
  const [awaitingJob, setAwaitingJob] = useState<string | null>(null);
  useUploadFinished(status.data?.linkedin, awaitingJob, () => setAwaitingJob(null));
  const onUploadStarted = (jobId: string) => {
    setAwaitingJob(jobId);
    void status.refetch();
  };

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const onSelect = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const selectedPeople = rows.filter((r) => selected.has(r.id)).map((r) => r.connected_user);

  // The account menu's 'Sync with LinkedIn' opens the upload dialog through ?dialog=upload.
  const [dialog, setDialog] = useState<null | "upload" | "contact" | "extended" | "relationship">(() => (searchParams.get("dialog") === "upload" ? "upload" : null));
  const [editing, setEditing] = useState<NetworkConnection | null>(null);
  const [deleting, setDeleting] = useState<{ ids: string[]; name?: string }>({ ids: [] });
  const actions = { onEditTags: setEditing, onDelete: (c: NetworkConnection) => setDeleting({ ids: [c.id], name: c.connected_li_user.full_name }) };
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.networkTable));

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">{NETWORK_TITLE}</h1>
        <SyncIndicators status={status.data} />
      </div>
      <InfoBanner module="NETWORK" />
      {/* The Collaborators hint (spec 001 §2) is the COLLABORATOR banner. */}
      <InfoBanner module="COLLABORATOR" />

      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-72">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="Search by name" className="pl-8" aria-label="Search by name" data-testid="network-search" />
        </div>
        <CollaboratorsWithBadge />
        <div className="ml-auto flex items-center gap-2">
          <GoogleSyncButtons />
          <ExportMenu what="network" />
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button data-testid="add-network">
                <Plus aria-hidden /> Add Network <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setDialog("upload")}>Add My Network</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setDialog("contact")}>Add New Contact</DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setDialog("extended")}>Add extended network</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <MultiSelectFilter
          label="Company"
          testId="filter-company"
          selected={params.company}
          onChange={(company) => setParams({ company })}
          options={(companies.data ?? []).map((v) => ({ value: v, label: v }))}
          loading={companies.isFetching}
          onSearch={setCompanyText}
        />
        <MultiSelectFilter
          label="Designation"
          testId="filter-designation"
          selected={params.title}
          onChange={(title) => setParams({ title })}
          options={(titles.data ?? []).map((v) => ({ value: v, label: v }))}
          loading={titles.isFetching}
          onSearch={setTitleText}
        />
        <MultiSelectFilter
          label="Relationship"
          testId="filter-relationship"
          selected={params.tag}
          onChange={(tag) => setParams({ tag })}
          options={(tags.data ?? []).map((t) => ({ value: t.id, label: t.tag, colour: t.tag_colour }))}
          loading={tags.isPending}
        />
        <MultiSelectFilter
          tourAnchor="collab-source"
          label="Network"
          testId="filter-network"
          selected={params.query}
          onChange={(query) => setParams({ query: query as NetworkParams["query"] })}
          options={[
            { value: "base", label: "My network" },
            { value: "portfolio", label: "Extended networks" },
            { value: "users", label: "Team networks" },
          ]}
        />
        {selected.size > 0 && (
          <div className="flex items-center gap-2" data-testid="selection-actions">
            <Button size="sm" variant="secondary" onClick={() => setDialog("relationship")} data-testid="add-relationship">
              <Tags aria-hidden /> Add Relationship
            </Button>
            <Button size="sm" variant="outline" className="text-destructive" onClick={() => setDeleting({ ids: [...selected] })} data-testid="delete-selected">
              <Trash2 aria-hidden /> Delete
            </Button>
          </div>
        )}
        <div className="ml-auto flex items-center gap-3">
          <span className="text-sm text-muted-foreground tabular-nums" data-testid="network-count">
            {total} {total === 1 ? "connection" : "connections"}
          </span>
          <Tabs value={params.screen} onValueChange={(v) => setParams({ screen: v as NetworkParams["screen"] })}>
            <TabsList>
              {/* A view switch: no tab panel of its own, so no aria-controls naming one (invalid ARIA, issue 27 §18). */}
              <TabsTrigger value="table" aria-label="Table view" aria-controls={undefined} data-testid="view-table">
                <List aria-hidden />
              </TabsTrigger>
              <TabsTrigger value="card" aria-label="Card view" aria-controls={undefined} data-testid="view-card">
                <LayoutGrid aria-hidden />
              </TabsTrigger>
            </TabsList>
          </Tabs>
        </div>
      </div>

      {pending ? (
        <div className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : failed ? (
        <Card>
          <CardHeader>
            <CardTitle>We could not load your network</CardTitle>
            <CardDescription>Please try again.</CardDescription>
            <Button variant="outline" className="mt-2 w-fit" onClick={() => (isTable ? table.refetch() : cards.refetch())}>
              Retry
            </Button>
          </CardHeader>
        </Card>
      ) : rows.length === 0 ? (
        <Card className="border-dashed" data-testid="network-empty">
          <CardHeader className="items-center text-center">
            <Users className="mx-auto size-10 text-muted-foreground" aria-hidden />
            <CardTitle>{filtered ? "No connections match these filters" : "Your network is empty"}</CardTitle>
            <CardDescription>
              {filtered ? "Change or clear the filters to see more people." : "Upload your LinkedIn Connections.csv to find warm paths to your leads."}
            </CardDescription>
            {!filtered && (
              <Button className="mx-auto mt-2 w-fit" onClick={() => setDialog("upload")}>
                <Plus aria-hidden /> Add My Network
              </Button>
            )}
          </CardHeader>
        </Card>
      ) : isTable ? (
        <>
          <ConnectionsTable rows={rows} selected={selected} onSelect={onSelect} actions={actions} />
          <div className="flex items-center justify-between text-sm text-muted-foreground">
            <span>
              Page {params.page} of {pages}
            </span>
            <Pagination className="mx-0 w-auto">
              <PaginationContent>
                <PaginationItem>
                  <PaginationPrevious
                    href="#"
                    aria-disabled={params.page <= 1}
                    className={params.page <= 1 ? "pointer-events-none opacity-50" : ""}
                    onClick={(e) => {
                      e.preventDefault();
                      setParams({ page: params.page - 1 });
                    }}
                  />
                </PaginationItem>
                <PaginationItem>
                  <PaginationNext
                    href="#"
                    aria-disabled={params.page >= pages}
                    className={params.page >= pages ? "pointer-events-none opacity-50" : ""}
                    onClick={(e) => {
                      e.preventDefault();
                      setParams({ page: params.page + 1 });
                    }}
                    data-testid="next-page"
                  />
                </PaginationItem>
              </PaginationContent>
            </Pagination>
          </div>
        </>
      ) : (
        <ConnectionCards
          rows={rows}
          selected={selected}
          onSelect={onSelect}
          actions={actions}
          hasMore={!!cards.hasNextPage}
          loadingMore={cards.isFetchingNextPage}
          onLoadMore={() => void cards.fetchNextPage()}
        />
      )}

      <MountWhenOpened open={dialog === "upload"}>
        <UploadNetworkDialog open={dialog === "upload"} onOpenChange={(o) => setDialog(o ? "upload" : null)} onStarted={onUploadStarted} />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === "contact"}>
        <AddContactDialog open={dialog === "contact"} onOpenChange={(o) => setDialog(o ? "contact" : null)} />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === "extended"}>
        <ExtendedNetworkDialog open={dialog === "extended"} onOpenChange={(o) => setDialog(o ? "extended" : null)} onStarted={onUploadStarted} />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === "relationship"}>
        <AddRelationshipDialog
          open={dialog === "relationship"}
          onOpenChange={(o) => setDialog(o ? "relationship" : null)}
          people={selectedPeople}
          onDone={() => setSelected(new Set())}
        />
      </MountWhenOpened>
      <MountWhenOpened open={Boolean(editing)}>
        <EditTagsDialog connection={editing} onOpenChange={(o) => !o && setEditing(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={deleting.ids.length > 0}>
        <DeleteConnectionsDialog ids={deleting.ids} name={deleting.name} onOpenChange={(o) => !o && setDeleting({ ids: [] })} onDone={() => setSelected(new Set())} />
      </MountWhenOpened>
    </div>
  );
}

/**
 * Announces the end of an upload once ('Base network added successfully') and refreshes the list:
 * when a poll saw it running, or when the job this page started is found finished (a small file
 * may be done before the first poll).
 */
function useUploadFinished(
  linkedin: { completed: number; total: number; status: string | null; job_id: string | null; error?: string | null } | undefined,
  awaitingJob: string | null,
  onAnnounced: () => void,
) {
  const qc = useQueryClient();
  const wasRunning = useRef(false);
  useEffect(() => {
    if (!linkedin) return;
    const running = linkedin.completed !== linkedin.total;
    const ownJobDone = !!awaitingJob && linkedin.job_id === awaitingJob && !running;
    if ((wasRunning.current && !running) || ownJobDone) {
      onAnnounced();
      if (linkedin.status === "failed") toast.error(linkedin.error || "Something went wrong");
      else toast.success("Base network added successfully");
      void qc.invalidateQueries({ queryKey: networkKeys.connections });
      void qc.invalidateQueries({ queryKey: userDetailsQuery.queryKey });
    }
    wasRunning.current = running;
  }, [linkedin, qc, awaitingJob, onAnnounced]);
}

function CollaboratorsWithBadge() {
  const lists = useCollaborators();
  const pendingCount = lists.data?.to_accept.length ?? 0;
  return (
    <div className="flex items-center gap-1">
      <span className="relative" data-tour="collab-button">
        <CollaboratorsButton />
        {pendingCount > 0 && (
          <span
            className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-primary text-[10px] font-semibold text-primary-foreground"
            aria-label={`${pendingCount} invites awaiting acceptance`}
            data-testid="collaborators-badge"
          >
            {pendingCount}
          </span>
        )}
      </span>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="About collaborators">
            <Info className="text-muted-foreground" aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent className="max-w-64">Invite teammates: your networks are pooled, so each of you sees warm paths through the others&apos; connections.</TooltipContent>
      </Tooltip>
    </div>
  );
}
