import { ExportMenu } from "@/components/common/export-menu";
import { SyncLeadsButton } from "@/components/extension/sync-leads-button";
import { HubspotImportButton } from "@/components/hubspot/hubspot-import-button";
import type { ListLeadsInput } from "@/lib/leads/list-leads";
import { AddLeadMenu } from "./add-lead-menu";
import { CreditsLeft } from "./credits-left";

/** What the page shows, for its export: how many leads, and the filters and order that find them. */
export type PipelineExportView = { count: number | undefined; filters: Pick<ListLeadsInput, "where" | "order"> };

/** The pipeline's title, the credits left and the ways leads come in (extension, HubSpot, form, CSV) or go out (export). */
export function PipelineHeader({
  title,
  exportView,
  onUploadCsv,
  onUploadNew,
}: {
  title: string;
  exportView: PipelineExportView;
  onUploadCsv: () => void;
  onUploadNew: () => void;
}) {
  return (
    // The actions move under the title when both do not fit (a long list name, 1024 px): the title is never cut.
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{title}</h1>
      <div className="flex shrink-0 items-center gap-3">
        <CreditsLeft />
        <SyncLeadsButton />
        <HubspotImportButton />
        <ExportMenu what="pipeline" view={exportView} />
        <span data-tour="pipeline-add">
          <AddLeadMenu onUploadCsv={onUploadCsv} onUploadNew={onUploadNew} />
        </span>
      </div>
    </div>
  );
}
