"use client";

import { useState } from "react";
import { LoadingHint } from "@/components/common/loading-hint";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCollaborators, useSharing } from "@/lib/collaborators/hooks";
import { InviteForm } from "./invite-form";
import { MemberList, PendingList, ToAcceptList } from "./collaborator-lists";
import { RevokeDialog, type RevokeTarget } from "./revoke-dialog";
import { TeamConnectors } from "./team-connectors";
import { SharingPanel } from "./sharing-panel";

type Tab = "collaborator" | "pending" | "to-accept" | "team";

/**
 * Team Collaborators (spec 000 §2): the invite form and the tabs Collaborator, Pending Invites, Yet to
 * Accept — and Team (issue 29): the team's connectors and its calibration table, in a wider dialog.
 */
export function TeamCollaboratorsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const lists = useCollaborators(open);
  const sharing = useSharing(open);
  const [tab, setTab] = useState<Tab | null>(null);
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  // Open on what needs an answer: invitations to me first, else the team.
  const current: Tab = tab ?? (lists.data?.to_accept.length ? "to-accept" : "collaborator");
  const count = (n: number | undefined) => (n ? ` (${n})` : "");

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setTab(null);
          onOpenChange(next);
        }}
      >
        <DialogContent className={current === "team" ? "grid-cols-1 sm:max-w-3xl" : "grid-cols-1 sm:max-w-xl"} data-testid="team-collaborators-dialog">
          <DialogHeader>
            <DialogTitle>Team Collaborators</DialogTitle>
            <DialogDescription>
              Invite teammates by email. Once they accept, your networks are pooled: warm paths to your leads run through
              everyone&apos;s connections, while each person&apos;s contact details stay private.
            </DialogDescription>
          </DialogHeader>
          <InviteForm onInvited={() => setTab("pending")} />
          <SharingPanel open={open} />
          <Tabs value={current} onValueChange={(v) => setTab(v as Tab)} className="mt-2">
            <TabsList className="w-full">
              <TabsTrigger value="collaborator">Collaborator{count(lists.data?.collaborator.length)}</TabsTrigger>
              <TabsTrigger value="pending">Pending Invites{count(lists.data?.data.length)}</TabsTrigger>
              <TabsTrigger value="to-accept">Yet to Accept{count(lists.data?.to_accept.length)}</TabsTrigger>
              <TabsTrigger value="team">Team</TabsTrigger>
            </TabsList>
            {/* A plain scroller: Radix ScrollArea's table-display wrapper would defeat the rows' truncation. */}
            <div className={current === "team" ? "h-[26rem] min-w-0 overflow-y-auto pr-1" : "h-72 min-w-0 overflow-y-auto pr-1"}>
              {lists.isPending ? (
                <LoadingHint className="flex h-64 items-center justify-center" />
              ) : lists.isError ? (
                <div className="flex h-64 flex-col items-center justify-center gap-3 text-sm text-muted-foreground" role="alert">
                  Could not load your collaborators.
                  <Button variant="outline" size="sm" onClick={() => lists.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : (
                <>
                  <TabsContent value="collaborator">
                    <MemberList members={lists.data.collaborator} sharing={sharing.data?.team} onRevoke={setRevoking} />
                  </TabsContent>
                  <TabsContent value="pending">
                    <PendingList invites={lists.data.data} onRevoke={setRevoking} />
                  </TabsContent>
                  <TabsContent value="to-accept">
                    <ToAcceptList invites={lists.data.to_accept} />
                  </TabsContent>
                  <TabsContent value="team">
                    <TeamConnectors enabled={open && current === "team"} />
                  </TabsContent>
                </>
              )}
            </div>
          </Tabs>
        </DialogContent>
      </Dialog>
      <RevokeDialog target={revoking} onOpenChange={(o) => !o && setRevoking(null)} />
    </>
  );
}
