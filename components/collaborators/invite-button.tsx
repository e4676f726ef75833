"use client";

import { UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { fetchInvite, useCollaborators } from "@/lib/collaborators/hooks";
import { INVITE_QUERY_PARAM, invitePagePath, takePendingInvite } from "@/lib/collaborators/pending-invite";
import dynamic from "next/dynamic";
import { MountWhenOpened } from "@/components/common/mount-when-opened";

// The dialog (its invite form, zod and react-hook-form) loads when the member first opens it, not
// with every signed-in page (issue 11: light pages).
const TeamCollaboratorsDialog = dynamic(() => import("./team-collaborators-dialog").then((m) => m.TeamCollaboratorsDialog));

/**
 * The header's invite-collaborator button (spec 000 §2). Its badge counts the invitations waiting
 * for this user's answer; the header renders it only once the user's details exist.
 */
export function InviteButton() {
  const [open, setOpen] = useState(false);
  const lists = useCollaborators();
  const pendingCount = lists.data?.to_accept.length ?? 0;
  useReturnToPendingInvite();

  return (
    <>
      <Button variant="outline" size="sm" className="relative" onClick={() => setOpen(true)} data-testid="invite-button" data-tour="collab-invite">
        <UserPlus aria-hidden /> Invite
        {pendingCount > 0 && (
          <span
            className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-primary text-[10px] font-semibold text-primary-foreground"
            data-testid="invite-badge"
            aria-label={`${pendingCount} invites awaiting acceptance`}
          >
            {pendingCount}
          </span>
        )}
      </Button>
      <MountWhenOpened open={open}>
        <TeamCollaboratorsDialog open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}

/** After signing in from an invite page, take the person back to it while the invite is still open. */
function useReturnToPendingInvite() {
  const router = useRouter();
  useEffect(() => {
    const code = takePendingInvite(window.location.search);
    const url = new URL(window.location.href);
    if (url.searchParams.has(INVITE_QUERY_PARAM)) {
      // The sign-up query lives on as the account's redirect_url; keep it out of the address bar.
      url.searchParams.delete(INVITE_QUERY_PARAM);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
    if (!code) return;
    fetchInvite(code)
      .then(() => router.push(invitePagePath(code)))
      .catch(() => {
        // Used, revoked or expired: nothing to go back to.
      });
  }, [router]);
}
