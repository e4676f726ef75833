"use client";

import dynamic from "next/dynamic";
import { MountWhenOpened } from "@/components/common/mount-when-opened";
import type { PipelineDialogs as Dialogs } from "./use-pipeline-dialogs";

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

/** The pipeline's dialogs; `onDone` after a change to the chosen leads (the selection ends). */
export function PipelineDialogs({
  dialogs: d,
  listId,
  onListDeleted,
  onDone,
  blockedLead,
  onUnblock,
}: {
  dialogs: Dialogs;
  /** The list the page shows. */
  listId: string | undefined;
  onListDeleted: (id: string) => void;
  onDone: () => void;
  /** The lead that could not be opened for want of credits (use-open-lead.ts). */
  blockedLead: string | null;
  onUnblock: () => void;
}) {
  return (
    <>
      <MountWhenOpened open={d.listForm.open}>
        <ListFormDialog open={d.listForm.open} list={d.listForm.list} onOpenChange={(open) => d.setListForm((s) => ({ ...s, open }))} />
      </MountWhenOpened>
      <MountWhenOpened open={Boolean(d.deletingList)}>
        <DeleteListDialog list={d.deletingList} onOpenChange={(o) => !o && d.setDeletingList(null)} onDeleted={onListDeleted} />
      </MountWhenOpened>
      <MountWhenOpened open={d.leadForm.open}>
        <LeadFormDialog open={d.leadForm.open} lead={d.leadForm.lead} onOpenChange={(open) => d.setLeadForm((s) => ({ ...s, open }))} />
      </MountWhenOpened>
      <MountWhenOpened open={d.csvOpen}>
        <CsvUploadDialog open={d.csvOpen} onOpenChange={d.setCsvOpen} />
      </MountWhenOpened>
      <MountWhenOpened open={d.toDelete.length > 0}>
        <DeleteLeadsDialog
          ids={d.toDelete.map((l) => l.id!)}
          names={d.toDelete.length === 1 ? (d.toDelete[0]!.name ?? "The lead") : `${d.toDelete.length} leads`}
          onOpenChange={(o) => !o && d.setToDelete([])}
          onDone={onDone}
        />
      </MountWhenOpened>
      <MountWhenOpened open={d.toList.length > 0}>
        <AddToListDialog ids={d.toList} onOpenChange={(o) => !o && d.setToList([])} onDone={onDone} />
      </MountWhenOpened>
      <MountWhenOpened open={d.fromList.length > 0}>
        <RemoveFromListDialog listId={listId} ids={d.fromList} onOpenChange={(o) => !o && d.setFromList([])} onDone={onDone} />
      </MountWhenOpened>
      <MountWhenOpened open={Boolean(d.toNetwork)}>
        <MoveToNetworkDialog lead={d.toNetwork} onOpenChange={(o) => !o && d.setToNetwork(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={Boolean(blockedLead)}>
        <OutOfCreditsDialog name={blockedLead ?? ""} open={Boolean(blockedLead)} onOpenChange={(o) => !o && onUnblock()} />
      </MountWhenOpened>
    </>
  );
}
