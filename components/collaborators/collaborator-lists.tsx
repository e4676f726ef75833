"use client";

import { Check, X } from "lucide-react";
import { toast } from "sonner";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAcceptInvite, useDeclineInvite } from "@/lib/collaborators/hooks";
import { ACCEPT_FAILED_MESSAGE, type CollaboratorLists, type SharingSummary } from "@/lib/collaborators/schema";
import { SessionRedirectError, errorMessage } from "@/lib/http/client";
import { formatDay, initials, sharingLine } from "./format";
import type { RevokeTarget } from "./revoke-dialog";

function Empty({ text }: { text: string }) {
  return <p className="py-10 text-center text-sm text-muted-foreground">{text}</p>;
}

function Row({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <li className="flex items-center gap-3 border-b py-3 last:border-b-0" data-testid={testId}>
      {children}
    </li>
  );
}

function Person({ name, email, picture, note, shares }: { name: string; email: string; picture?: string | null; note: string; shares?: string }) {
  return (
    <>
      <Avatar className="size-9">
        {picture && <AvatarImage src={picture} alt="" />}
        <AvatarFallback className="text-xs">{initials(name || email)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name || email}</p>
        <p className="truncate text-xs text-muted-foreground">
          {name ? `${email} · ` : ""}
          {note}
        </p>
        {shares && (
          <p className="truncate text-xs text-muted-foreground" data-testid="collaborator-shares">
            {shares}
          </p>
        )}
      </div>
    </>
  );
}

export function MemberList({
  members,
  sharing,
  onRevoke,
}: {
  members: CollaboratorLists["collaborator"];
  /** What each collaborator shares with the member (issue 31), once loaded. */
  sharing?: SharingSummary["team"];
  onRevoke: (t: RevokeTarget) => void;
}) {
  if (!members.length) return <Empty text="No collaborators yet" />;
  return (
    <ul>
      {members.map((m) => {
        const person = m.collaborator.linkedin_user[0];
        const name = person?.full_name || m.collaborator.name;
        const shares = sharing?.find((s) => s.user_id === m.collaborator.id);
        return (
          <Row key={m.id} testId="collaborator-row">
            <Person
              name={name}
              email={m.invite_code_id.email}
              picture={person?.profile}
              note={`${m.is_inviter ? "You invited them" : "Invited you"} · since ${formatDay(m.created_at)}`}
              shares={shares ? sharingLine(shares) : undefined}
            />
            {m.is_inviter ? (
              <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onRevoke({ id: m.id, kind: "collaborator", label: name })}>
                Revoke
              </Button>
            ) : (
              <Badge variant="secondary">Teammate</Badge>
            )}
          </Row>
        );
      })}
    </ul>
  );
}

export function PendingList({ invites, onRevoke }: { invites: CollaboratorLists["data"]; onRevoke: (t: RevokeTarget) => void }) {
  if (!invites.length) return <Empty text="No pending invites" />;
  return (
    <ul>
      {invites.map((i) => {
        return (
          <Row key={i.id} testId="pending-invite-row">
            <Person name="" email={i.email} note={`Sent ${formatDay(i.created_at)}`} />
            {i.is_expired ? <Badge variant="outline">Expired</Badge> : <Badge variant="secondary">Pending</Badge>}
            <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onRevoke({ id: i.id, kind: "invite", label: i.email })}>
              Revoke
            </Button>
          </Row>
        );
      })}
    </ul>
  );
}

export function ToAcceptList({ invites }: { invites: CollaboratorLists["to_accept"] }) {
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  if (!invites.length) return <Empty text="No pending invites" />;
  const busy = accept.isPending || decline.isPending;
  return (
    <ul>
      {invites.map((i) => (
        <Row key={i.id} testId="to-accept-row">
          <Person name={i.user.name} email={i.user.email} note={formatDay(i.created_at)} />
          <Button
            size="sm"
            disabled={busy}
            onClick={async () => {
              try {
                await accept.mutateAsync(i.invite_code);
                toast.success("Invite Accepted", { description: `You're now on ${i.user.name}'s team.` });
              } catch (e) {
                if (!(e instanceof SessionRedirectError)) toast.error(ACCEPT_FAILED_MESSAGE);
              }
            }}
          >
            <Check aria-hidden /> Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={async () => {
              try {
                await decline.mutateAsync(i.invite_code);
                toast.success("Invite declined");
              } catch (e) {
                if (!(e instanceof SessionRedirectError)) toast.error("Could not decline", { description: errorMessage(e, undefined) });
              }
            }}
          >
            <X aria-hidden /> Decline
          </Button>
        </Row>
      ))}
    </ul>
  );
}
