import { ExportMenu } from "@/components/export-menu";
import { SyncLeadsButton } from "@/components/extension/sync-leads-button";
import { HubspotImportButton } from "@/components/hubspot/hubspot-import-button";
import { AddLeadMenu } from "./add-lead-menu";
import { CreditsLeft } from "./credits-left";

/** The pipeline's title, the credits left and the ways leads come in (extension, HubSpot, form, CSV) or go out (export). */
export function PipelineHeader({ title, onUploadCsv, onUploadNew }: { title: string; onUploadCsv: () => void; onUploadNew: () => void }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <h1 className="truncate text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="flex shrink-0 items-center gap-3">
        <CreditsLeft />
        <SyncLeadsButton />
        <HubspotImportButton />
        <ExportMenu what="pipeline" />
        <span data-tour="pipeline-add">
          <AddLeadMenu onUploadCsv={onUploadCsv} onUploadNew={onUploadNew} />
        </span>
      </div>
    </div>
  );
}
