"use client";

import dynamic from "next/dynamic";
import { MountWhenOpened } from "@/components/common/mount-when-opened";
import type { NetworkDialogs as Dialogs } from "./use-network-dialogs";

// Dialogs load when first opened (MountWhenOpened), not with the page.
const AddContactDialog = dynamic(() => import("./add-contact-dialog").then((m) => m.AddContactDialog));
const AddRelationshipDialog = dynamic(() => import("./add-relationship-dialog").then((m) => m.AddRelationshipDialog));
const DeleteConnectionsDialog = dynamic(() => import("./delete-dialogs").then((m) => m.DeleteConnectionsDialog));
const EditTagsDialog = dynamic(() => import("./edit-tags-dialog").then((m) => m.EditTagsDialog));
const ExtendedNetworkDialog = dynamic(() => import("./extended-network-dialog").then((m) => m.ExtendedNetworkDialog));
const PrivateByDialog = dynamic(() => import("./private-by-dialog").then((m) => m.PrivateByDialog));
const UploadNetworkDialog = dynamic(() => import("./upload-network-dialog").then((m) => m.UploadNetworkDialog));

/** The network's dialogs; `onDone` after a change to the chosen connections (the selection ends). */
export function NetworkDialogs({
  dialogs: d,
  selectedPeople,
  onUploadStarted,
  onDone,
}: {
  dialogs: Dialogs;
  /** The ticked connections' people, for 'Add Relationship'. */
  selectedPeople: string[];
  onUploadStarted: (jobId: string) => void;
  onDone: () => void;
}) {
  return (
    <>
      <MountWhenOpened open={d.dialog === "upload"}>
        <UploadNetworkDialog open={d.dialog === "upload"} onOpenChange={(o) => d.setDialog(o ? "upload" : null)} onStarted={onUploadStarted} />
      </MountWhenOpened>
      <MountWhenOpened open={d.dialog === "contact"}>
        <AddContactDialog open={d.dialog === "contact"} onOpenChange={(o) => d.setDialog(o ? "contact" : null)} />
      </MountWhenOpened>
      <MountWhenOpened open={d.dialog === "extended"}>
        <ExtendedNetworkDialog open={d.dialog === "extended"} onOpenChange={(o) => d.setDialog(o ? "extended" : null)} onStarted={onUploadStarted} />
      </MountWhenOpened>
      <MountWhenOpened open={d.dialog === "relationship"}>
        <AddRelationshipDialog open={d.dialog === "relationship"} onOpenChange={(o) => d.setDialog(o ? "relationship" : null)} people={selectedPeople} onDone={onDone} />
      </MountWhenOpened>
      <MountWhenOpened open={d.dialog === "private-by"}>
        <PrivateByDialog open={d.dialog === "private-by"} onOpenChange={(o) => d.setDialog(o ? "private-by" : null)} />
      </MountWhenOpened>
      <MountWhenOpened open={Boolean(d.editing)}>
        <EditTagsDialog connection={d.editing} onOpenChange={(o) => !o && d.setEditing(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={d.deleting.ids.length > 0}>
        <DeleteConnectionsDialog ids={d.deleting.ids} name={d.deleting.name} onOpenChange={(o) => !o && d.setDeleting({ ids: [] })} onDone={onDone} />
      </MountWhenOpened>
    </>
  );
}
