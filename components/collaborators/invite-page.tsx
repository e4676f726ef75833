"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, MailWarning, UserPlus, XCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { INVITE_REDIRECT_MS } from "@/lib/config/constants";
import { useAcceptInvite, useDeclineInvite } from "@/lib/collaborators/hooks";
import { INVITE_QUERY_PARAM, invitePagePath, rememberPendingInvite } from "@/lib/collaborators/pending-invite";
import { ACCEPT_FAILED_MESSAGE, type InviteDetails } from "@/lib/collaborators/schema";
import { endServerSession } from "@/lib/auth/hooks";
import { SessionRedirectError } from "@/lib/http/client";
import { clearLocalData } from "@/lib/http/device-id";

export type InviteViewer = { email: string; name: string } | null;

type Props = { code: string | null; invite: InviteDetails | null; error: string | null; viewer: InviteViewer };

/** The invitation page (spec 000 §4): invalid, signed out, email mismatch, accept/decline, accepted. */
export function InvitePage({ code, invite, error, viewer }: Props) {
  const [done, setDone] = useState<"accepted" | "declined" | null>(null);
  if (!code || !invite) return <InvalidInvite message={error ?? "This invite is invalid or has expired."} />;
  if (done === "accepted") return <Accepted inviter={invite.user.name} />;
  if (done === "declined") return <Declined inviter={invite.user.name} />;
  if (!viewer) return <SignedOut code={code} invite={invite} />;
  if (viewer.email.toLowerCase() !== invite.email.toLowerCase()) return <Mismatch code={code} invite={invite} viewer={viewer} />;
  return <Answer code={code} invite={invite} onDone={setDone} />;
}

function Frame({ icon, title, children, footer }: { icon: React.ReactNode; title: string; children: React.ReactNode; footer?: React.ReactNode }) {
  return (
    <Card className="w-full max-w-md" data-testid="invite-card">
      <CardHeader className="items-center text-center">
        <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-muted">{icon}</div>
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-center text-sm text-muted-foreground">{children}</CardContent>
      {footer && <CardFooter className="flex justify-center gap-3">{footer}</CardFooter>}
    </Card>
  );
}

function InvalidInvite({ message }: { message: string }) {
  return (
    <Frame icon={<XCircle className="size-6 text-destructive" aria-hidden />} title="Invalid Invite">
      <p>{message}</p>
      <p className="mt-2">Ask your teammate to send a new invite.</p>
      <p className="mt-4">
        Don&apos;t have an account?{" "}
        <Link href="/signup/" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign up here
        </Link>
      </p>
    </Frame>
  );
}

function Invitation({ invite }: { invite: InviteDetails }) {
  return (
    <CardDescription className="text-sm">
      <span className="font-medium text-foreground">{invite.user.name}</span> ({invite.user.email}) invited{" "}
      <span className="font-medium text-foreground">{invite.email}</span> to join their team on Scuba and pool your
      professional networks.
    </CardDescription>
  );
}

function SignedOut({ code, invite }: { code: string; invite: InviteDetails }) {
  const keep = () => rememberPendingInvite(code);
  const query = `?${INVITE_QUERY_PARAM}=${encodeURIComponent(code)}`;
  return (
    <Frame
      icon={<UserPlus className="size-6 text-primary" aria-hidden />}
      title="You're invited!"
      footer={
        <>
          <Button asChild variant="outline">
            <Link href={`/login/${query}`} onClick={keep}>
              Sign In
            </Link>
          </Button>
          <Button asChild>
            <Link href={`/signup/${query}`} onClick={keep}>
              Create Account
            </Link>
          </Button>
        </>
      }
    >
      <Invitation invite={invite} />
      <p className="mt-3">Sign in or create an account with {invite.email} to accept.</p>
    </Frame>
  );
}

function Mismatch({ code, invite, viewer }: { code: string; invite: InviteDetails; viewer: NonNullable<InviteViewer> }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await endServerSession();
    clearLocalData();
    queryClient.clear();
    rememberPendingInvite(code);
    // A full load: the page is rendered again for a visitor who is signed out.
    window.location.assign(invitePagePath(code));
  };
  return (
    <Frame
      icon={<MailWarning className="size-6 text-amber-600" aria-hidden />}
      title="Email Mismatch"
      footer={
        <Button onClick={signOut} disabled={leaving}>
          {leaving ? "Signing out…" : "Sign Out"}
        </Button>
      }
    >
      <p>
        This invite was sent to <span className="font-medium text-foreground">{invite.email}</span>, but you are signed in
        as <span className="font-medium text-foreground">{viewer.email}</span>.
      </p>
      <p className="mt-2">Sign out, then sign in with the invited address to accept.</p>
    </Frame>
  );
}

function Answer({ code, invite, onDone }: { code: string; invite: InviteDetails; onDone: (d: "accepted" | "declined") => void }) {
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const [failed, setFailed] = useState<string | null>(null);
  const busy = accept.isPending || decline.isPending;
  return (
    <Frame
      icon={<UserPlus className="size-6 text-primary" aria-hidden />}
      title={`Join ${invite.user.name}'s team`}
      footer={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={async () => {
              setFailed(null);
              try {
                await decline.mutateAsync(code);
                onDone("declined");
              } catch (e) {
                if (!(e instanceof SessionRedirectError)) setFailed("Failed to decline invite. Please try again.");
              }
            }}
          >
            Decline
          </Button>
          <Button
            disabled={busy}
            onClick={async () => {
              setFailed(null);
              try {
                await accept.mutateAsync(code);
                onDone("accepted");
              } catch (e) {
                if (!(e instanceof SessionRedirectError)) setFailed(ACCEPT_FAILED_MESSAGE);
              }
            }}
          >
            {accept.isPending ? "Accepting…" : "Accept"}
          </Button>
        </>
      }
    >
      <Invitation invite={invite} />
      <p className="mt-3">Accepting shares your network with the team: paths to everyone&apos;s leads can run through your connections. Your contacts&apos; emails, phone numbers and interaction counts stay private.</p>
      {failed && (
        <p className="mt-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive" role="alert">
          {failed}
        </p>
      )}
    </Frame>
  );
}

function Accepted({ inviter }: { inviter: string }) {
  const router = useRouter();
  useEffect(() => {
    const t = setTimeout(() => router.push("/"), INVITE_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [router]);
  return (
    <Frame icon={<CheckCircle2 className="size-6 text-green-600" aria-hidden />} title="Invite Accepted">
      <p>You&apos;re now on {inviter}&apos;s team. Taking you to your dashboard…</p>
    </Frame>
  );
}

function Declined({ inviter }: { inviter: string }) {
  return (
    <Frame
      icon={<XCircle className="size-6 text-muted-foreground" aria-hidden />}
      title="Invite Declined"
      footer={
        <Button asChild>
          <Link href="/">Go to Dashboard</Link>
        </Button>
      }
    >
      <p>You declined {inviter}&apos;s invite. They can send you a new one at any time.</p>
    </Frame>
  );
}
