"use client";

import { CheckCircle2, Circle, GitFork, Mail, UserPlus, Workflow, type LucideIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { LoadingHint } from "@/components/common/loading-hint";
import { MountWhenOpened } from "@/components/common/mount-when-opened";
import { GOOGLE_SYNC_NOT_SET_UP, startGoogleSync } from "@/components/network/google-sync-buttons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useUserDetails } from "@/lib/auth/hooks";
import { useCollaborators } from "@/lib/collaborators/hooks";
import { useRecentLeads } from "@/lib/pipeline/hooks";

// The team dialog (and its invite form) loads when the member opens it.
const TeamCollaboratorsDialog = dynamic(() => import("@/components/collaborators/team-collaborators-dialog").then((m) => m.TeamCollaboratorsDialog));

type Step = { id: string; icon: LucideIcon; title: string; text: string; done: boolean; action: React.ReactNode };

/**
 * /welcome/ (spec 000 §1): the welcome and the next steps, each showing whether the member has done
 * it yet — read from their own account, network, team and pipeline.
 */
export function WelcomeScreen() {
  const user = useUserDetails();
  const team = useCollaborators();
  const leads = useRecentLeads("added");
  const [inviteOpen, setInviteOpen] = useState(false);

  if (user.isPending || team.isPending || leads.isPending) return <LoadingHint />;
  if (user.isError || team.isError || leads.isError) {
    return (
      <Card className="mx-auto max-w-lg" role="alert">
        <CardHeader>
          <CardTitle>We couldn&apos;t load your next steps</CardTitle>
          <CardDescription>Check your connection and try again.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void Promise.all([user.refetch(), team.refetch(), leads.refetch()])}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const me = user.data;
  const steps: Step[] = [
    {
      id: "linkedin",
      icon: GitFork,
      title: "Import your LinkedIn connections",
      text: "Upload the Connections.csv of your LinkedIn data export. Your network is where every warm path starts.",
      done: me.connections > 0 || !me.is_firstLiLogin,
      action: (
        <Button asChild size="sm" variant="outline">
          <Link href="/network/?dialog=upload">Upload connections</Link>
        </Button>
      ),
    },
    {
      id: "google",
      icon: Mail,
      title: "Sync Gmail and Calendar",
      text: "Who you e-mail and meet makes a path warmer. Scuba reads only who and when — never what you wrote.",
      done: !me.is_firstGmailLogin,
      action: me.integrations.gmail_calendar ? (
        <Button size="sm" variant="outline" onClick={() => void startGoogleSync()}>
          Sync with Google
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">{GOOGLE_SYNC_NOT_SET_UP}</p>
      ),
    },
    {
      id: "team",
      icon: UserPlus,
      title: "Invite your teammates",
      text: "Pool your networks with collaborators: each of you sees paths through the whole team, and only your team.",
      done: team.data.collaborator.length > 0,
      action: (
        <Button size="sm" variant="outline" onClick={() => setInviteOpen(true)}>
          Invite collaborators
        </Button>
      ),
    },
    {
      id: "lead",
      icon: Workflow,
      title: "Add your first lead",
      text: "Add a lead by its LinkedIn URL (or name and company), or upload a CSV; Scuba ranks the introductions to them.",
      done: leads.data.count > 0,
      action: (
        <Button asChild size="sm" variant="outline">
          <Link href="/pipeline/">Open the pipeline</Link>
        </Button>
      ),
    },
  ];
  const done = steps.filter((s) => s.done).length;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Welcome to Scuba, {me.given_name || me.name}!</h1>
        <p className="text-muted-foreground">Four steps turn your network into warm introductions. Do them in any order.</p>
      </div>
      <Card>
        <CardHeader className="gap-3">
          <div className="flex items-center justify-between">
            <CardTitle className="text-base">Your next steps</CardTitle>
            <span className="text-sm text-muted-foreground" data-testid="welcome-progress">
              {done} of {steps.length} done
            </span>
          </div>
          <Progress value={(done / steps.length) * 100} aria-label="Steps done" />
        </CardHeader>
        <CardContent className="flex flex-col divide-y p-0">
          {steps.map((s) => (
            <div key={s.id} className="flex items-start gap-4 px-6 py-4" data-testid={`welcome-step-${s.id}`} data-done={s.done}>
              {s.done ? <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-label="Done" /> : <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-label="To do" />}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-center gap-2">
                  <s.icon className="size-4 text-muted-foreground" aria-hidden />
                  <span className="font-medium">{s.title}</span>
                  {s.done && <Badge variant="secondary">Done</Badge>}
                </div>
                <p className="text-sm text-muted-foreground">{s.text}</p>
              </div>
              {!s.done && <div className="shrink-0">{s.action}</div>}
            </div>
          ))}
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button asChild>
          <Link href="/">Go to your dashboard</Link>
        </Button>
      </div>
      <MountWhenOpened open={inviteOpen}>
        <TeamCollaboratorsDialog open={inviteOpen} onOpenChange={setInviteOpen} />
      </MountWhenOpened>
    </div>
  );
}
