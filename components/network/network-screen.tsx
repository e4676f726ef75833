"use client";

import { useSelection } from "@/components/common/use-selection";
import { InfoBanner } from "@/components/onboarding/info-banner";
import type { NetworkConnection } from "@/lib/network/schema";
import { NetworkDialogs } from "./network-dialogs";
import { NetworkFilterBar } from "./network-filter-bar";
import { NetworkResults } from "./network-results";
import { NetworkToolbar } from "./network-toolbar";
import { useMarkConnections } from "./privacy";
import { isFilteredNetwork, networkFilters } from "./network-view";
import { SyncIndicators } from "./sync-indicators";
import { UploadSummaryDialog } from "./upload-summary-dialog";
import { useNetworkConnections } from "./use-network-connections";
import { useNetworkDialogs } from "./use-network-dialogs";
import { useNetworkUrl } from "./use-network-url";
import { useUploadWatch } from "./use-upload-watch";

export const NETWORK_TITLE = "Discover and Manage Your Network of Powerful Connections";

/** The network page (spec 001 §2 'Network'): every view lives in the URL query. */
export function NetworkScreen() {
  const { params, setParams, askedForUpload } = useNetworkUrl();
  const connections = useNetworkConnections(params);
  const upload = useUploadWatch();
  const selection = useSelection();
  const dialogs = useNetworkDialogs(askedForUpload ? "upload" : null);
  const selectedPeople = connections.rows.filter((r) => selection.selected.has(r.id)).map((r) => r.connected_user);
  const mark = useMarkConnections();
  const actions = {
    onEditTags: dialogs.setEditing,
    onDelete: (c: NetworkConnection) => dialogs.setDeleting({ ids: [c.id], name: c.connected_li_user.full_name }),
    onTogglePrivate: (c: NetworkConnection) => void mark.run({ ids: [c.id], private: !c.private }),
  };
  const markSelected = async (value: boolean) => {
    if (await mark.run({ ids: [...selection.selected], private: value })) selection.clear();
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">{NETWORK_TITLE}</h1>
        <SyncIndicators status={upload.status} onShowSummary={() => upload.setSummaryOpen(true)} />
      </div>
      <InfoBanner module="NETWORK" />
      {/* The Collaborators hint (spec 001 §2) is the COLLABORATOR banner. */}
      <InfoBanner module="COLLABORATOR" />
      <NetworkToolbar
        search={params.search}
        onSearch={(search) => setParams({ search })}
        onOpen={dialogs.setDialog}
        exportView={{ count: connections.pending ? undefined : connections.total, filters: networkFilters(params) }}
      />
      <NetworkFilterBar
        params={params}
        setParams={setParams}
        total={connections.total}
        selectedCount={selection.selected.size}
        onAddRelationship={() => dialogs.setDialog("relationship")}
        onDeleteSelected={() => dialogs.setDeleting({ ids: [...selection.selected] })}
        onMarkSelected={markSelected}
        marking={mark.pending}
        onPrivateBy={() => dialogs.setDialog("private-by")}
      />
      <NetworkResults
        connections={connections}
        filtered={isFilteredNetwork(params)}
        page={params.page}
        onPage={(page) => setParams({ page })}
        selected={selection.selected}
        onSelect={selection.select}
        actions={actions}
        onUpload={() => dialogs.setDialog("upload")}
      />
      <NetworkDialogs dialogs={dialogs} selectedPeople={selectedPeople} onUploadStarted={upload.onUploadStarted} onDone={selection.clear} />
      <UploadSummaryDialog upload={upload.status?.linkedin} open={upload.summaryOpen} onOpenChange={upload.setSummaryOpen} />
    </div>
  );
}
