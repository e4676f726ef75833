"use client";

import { useSelection } from "@/components/common/use-selection";
import { InfoBanner } from "@/components/onboarding/info-banner";
import { useAutoTour } from "@/components/onboarding/use-auto-tour";
import { useLists } from "@/lib/leads/hooks";
import { useLeads } from "@/lib/pipeline/hooks";
import type { PipelineParams } from "@/lib/leads/pipeline-params";
import { PIPELINE_TOUR_DELAY_MS } from "@/lib/onboarding/constants";
import { ListsSidebar } from "./lists-sidebar";
import { PipelineDialogs } from "./pipeline-dialogs";
import { PipelineHeader } from "./pipeline-header";
import { PipelineLeads } from "./pipeline-leads";
import { PipelineToolbar } from "./pipeline-toolbar";
import { pipelineTitle } from "./pipeline-view";
import { SelectionActions } from "./selection-actions";
import { useLeadActions } from "./use-lead-actions";
import { useOpenLead } from "./use-open-lead";
import { usePipelineDialogs } from "./use-pipeline-dialogs";
import { usePipelineUrl } from "./use-pipeline-url";

/** The pipeline page (spec 001 §2 'Pipeline'): every view lives in the URL query. */
export function PipelineScreen() {
  const url = usePipelineUrl();
  const { params, go } = url;
  const leads = useLeads(url.body);
  const lists = useLists();
  const opener = useOpenLead();
  // Spec 001 §2: the PIPELINE tour opens 2 s after the page while its guide has remaining above 0.
  useAutoTour("PIPELINE", !leads.isPending, PIPELINE_TOUR_DELAY_MS);
  // Selection belongs to one view: changing page, list or filters starts afresh.
  const selection = useSelection(JSON.stringify(url.body));
  const dialogs = usePipelineDialogs();
  const onAction = useLeadActions(dialogs);
  const selectedRows = (leads.data?.data ?? []).filter((r) => selection.selected.has(r.id!));
  const listName = params.list ? lists.data?.find((l) => l.id === params.list)?.name : undefined;

  return (
    <div className="flex gap-6">
      <ListsSidebar
        lists={lists.data}
        loading={lists.isPending}
        error={lists.isError}
        current={{ sort: params.sort, list: params.list }}
        onSelect={(v) => go({ sort: v.sort as PipelineParams["sort"], list: v.list, query: {}, tag: {} })}
        onAdd={() => dialogs.setListForm({ open: true, list: null })}
        onEdit={(list) => dialogs.setListForm({ open: true, list })}
        onDelete={dialogs.setDeletingList}
      />
      <section className="flex min-w-0 flex-1 flex-col gap-4">
        <PipelineHeader title={pipelineTitle(params, listName)} onUploadCsv={() => dialogs.setCsvOpen(true)} onUploadNew={() => dialogs.setLeadForm({ open: true, lead: null })} />
        <InfoBanner module="PIPELINE" />
        <PipelineToolbar url={url}>
          <SelectionActions rows={selectedRows} inList={Boolean(params.list)} onAddToList={dialogs.setToList} onRemoveFromList={dialogs.setFromList} onDelete={dialogs.setToDelete} />
        </PipelineToolbar>
        <PipelineLeads
          leads={leads}
          params={params}
          selected={selection.selected}
          onSelect={selection.select}
          onOpen={(lead) => void opener.open(lead)}
          onAction={onAction}
          onColumnFilter={url.filterColumn}
          onPage={(page) => go({ page }, true)}
        />
      </section>
      <PipelineDialogs
        dialogs={dialogs}
        listId={params.list}
        onListDeleted={(id) => id === params.list && go({ list: undefined })}
        onDone={selection.clear}
        blockedLead={opener.blocked}
        onUnblock={opener.clearBlocked}
      />
    </div>
  );
}
