"use client";

import { Compass, GitFork, Sparkles, UserRound, Workflow } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingHint } from "@/components/common/loading-hint";
import { MountWhenOpened } from "@/components/common/mount-when-opened";
import { IntroRequestsPanel } from "@/components/intros/intro-requests-panel";
import { InfoBanner } from "@/components/onboarding/info-banner";
import { GoogleSyncButtons } from "@/components/network/google-sync-buttons";
import { useUserDetails } from "@/lib/auth/hooks";
import { HOME_BOOKMARKS } from "@/lib/leads/home-lists";
import { useRecentLeads, useTopBookmarks } from "@/lib/pipeline/hooks";
import { useTour } from "@/components/onboarding/tour-provider";
import { BookmarkedPathsTable } from "./bookmarked-paths-table";
import { LeadSummaryTable } from "./lead-summary-table";

// The demo tour's code (and its screenshots) load when the member opens it.
// The profile form (zod, react-hook-form) loads when the member opens it.
const ProfileCompletionDialog = dynamic(() => import("./profile-completion-dialog").then((m) => m.ProfileCompletionDialog));
const DemoTourDialog = dynamic(() => import("@/components/onboarding/demo-tour-dialog").then((m) => m.DemoTourDialog));

// Home lists (spec 001 §9): 3 recently added, 3 recently visited, 2 bookmarked paths.
/** Home (spec 001 §2): onboarding for a member with nothing yet, else the returning-user tables. */
/** `demoTourUrl`: DEMO_TOUR_URL (validated on the server), or null for the built-in walkthrough. */
/**
 * `signedIn`: the member as the server read them for this page, so the page is drawn before the
 * browser's `v2/verify` answers (spec 000 §4 still has it asked on load; its answer takes over).
 */
export function HomeScreen({ demoTourUrl = null, signedIn }: { demoTourUrl?: string | null; signedIn?: { name: string; hasProfile: boolean } }) {
  const user = useUserDetails();
  const added = useRecentLeads("added");
  const viewed = useRecentLeads("viewed");
  const bookmarks = useTopBookmarks(HOME_BOOKMARKS);
  const { startTour } = useTour();

  const waitingForUser = user.isPending && !signedIn;
  if (waitingForUser || added.isPending || viewed.isPending || bookmarks.isPending) return <LoadingHint />;
  if (user.isError || added.isError || viewed.isError || bookmarks.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-destructive">We could not load your home page. Please try again.</p>
        <Button
          variant="outline"
          onClick={() => {
            void user.refetch();
            void added.refetch();
            void viewed.refetch();
            void bookmarks.refetch();
          }}
        >
          Retry
        </Button>
      </div>
    );
  const name = user.data ? user.data.given_name || user.data.name : signedIn!.name;
  const hasProfile = user.data ? Boolean(user.data.entity_urn) : signedIn!.hasProfile;
  // The HOME banner asks for the LinkedIn import: once connections are in, it has nothing to say
  // (and until the member's details arrive, it waits rather than counting a showing).
  const networkImported = user.data ? user.data.connections > 0 : true;
  const empty = !added.data.data.length && !viewed.data.data.length && !bookmarks.data.length;
  if (empty) return <OnboardingHome name={name} hasProfile={hasProfile} demoTourUrl={demoTourUrl} networkImported={networkImported} />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight" data-testid="home-greeting">
        Welcome Back, {name}! Let&apos;s Continue Where You Left Off.
      </h1>
      <InfoBanner module="HOME" done={networkImported} />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline" data-tour="home-network">
          <Link href="/network/">
            <GitFork aria-hidden /> Dive into Your Network
          </Link>
        </Button>
        <Button asChild variant="outline" data-tour="home-pipeline">
          <Link href="/pipeline/">
            <Workflow aria-hidden /> Navigate Your Sales Journey
          </Link>
        </Button>
        <Button variant="outline" onClick={() => void startTour("HOME")}>
          <Compass aria-hidden /> Get Started with Scuba
        </Button>
      </div>
      <IntroRequestsPanel />
      <div className="grid gap-6" data-tour="home-leads">
        <HomeTable title="Recently Viewed Leads" href="/pipeline/?sort=recent">
          <LeadSummaryTable leads={viewed.data.data} empty="No Recently Visited Leads" />
        </HomeTable>
        <HomeTable title="Recently Added Leads" href="/pipeline/">
          <LeadSummaryTable leads={added.data.data} empty="Your pipeline has no leads it's time to add some!" />
        </HomeTable>
      </div>
      <HomeTable title="Bookmarked Paths">
        <BookmarkedPathsTable rows={bookmarks.data} />
      </HomeTable>
    </div>
  );
}

function HomeTable({ title, href, children }: { title: string; href?: string; children: React.ReactNode }) {
  return (
    <Card className="gap-0 py-0" aria-label={title}>
      <CardHeader className="flex flex-row items-center justify-between border-b py-4">
        <CardTitle className="text-base">{title}</CardTitle>
        {href && (
          <Button asChild variant="link" size="sm" className="h-auto p-0">
            <Link href={href}>View More</Link>
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-2 pb-2">{children}</CardContent>
    </Card>
  );
}

function OnboardingHome({ name, hasProfile, demoTourUrl, networkImported }: { name: string; hasProfile: boolean; demoTourUrl: string | null; networkImported: boolean }) {
  const [profileOpen, setProfileOpen] = useState(false);
  const [tourOpen, setTourOpen] = useState(false);
  const router = useRouter();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <h1 className="text-3xl font-semibold tracking-tight" data-testid="home-greeting">
        Hi {name}, Ready to Dive into Scuba?
      </h1>
      <InfoBanner module="HOME" done={networkImported} />
      {/* A new teammate may be asked for an intro before they have leads of their own. */}
      <IntroRequestsPanel />
      <div className="grid gap-6 md:grid-cols-2">
        <Card data-tour="home-step-network">
          <CardHeader>
            <CardTitle>Step 1 · Get started, build your network</CardTitle>
            <CardDescription>Import your LinkedIn connections, Google contacts, mail and calendar.</CardDescription>
            <div className="mt-4 flex flex-wrap gap-2">
              {/* With a profile, LinkedIn starts the base-network flow: the network page's upload dialog. */}
              <Button variant="outline" onClick={() => (hasProfile ? router.push("/network/?dialog=upload") : setProfileOpen(true))}>
                <UserRound aria-hidden /> LinkedIn
              </Button>
              <GoogleSyncButtons size="default" />
              <Button asChild>
                <Link href="/network/">
                  <GitFork aria-hidden /> Network
                </Link>
              </Button>
            </div>
          </CardHeader>
        </Card>
        <Card data-tour="home-step-pipeline">
          <CardHeader>
            <CardTitle>Step 2 · Find warm paths to cold targets</CardTitle>
            <CardDescription>
              <span className="font-medium text-foreground">AI-Powered Insights</span> rank the best introduction paths to every lead, so you know who
              can introduce you and how strong each path is.
            </CardDescription>
            <Button asChild className="mt-4 w-fit">
              <Link href="/pipeline/">
                <Workflow aria-hidden /> Pipeline
              </Link>
            </Button>
          </CardHeader>
        </Card>
      </div>
      <Card data-tour="home-demo">
        <CardHeader className="flex flex-row items-center justify-between gap-4">
          <div>
            <CardTitle>Take a Guided Tour</CardTitle>
            <CardDescription>A two-minute walk through the network, the pipeline and warm paths.</CardDescription>
          </div>
          <Button variant="outline" onClick={() => setTourOpen(true)}>
            <Sparkles aria-hidden /> Start Guided Tour
          </Button>
        </CardHeader>
      </Card>
      <MountWhenOpened open={profileOpen}>
        <ProfileCompletionDialog open={profileOpen} onOpenChange={setProfileOpen} />
      </MountWhenOpened>
      <MountWhenOpened open={tourOpen}>
        <DemoTourDialog open={tourOpen} onOpenChange={setTourOpen} demoTourUrl={demoTourUrl} />
      </MountWhenOpened>
    </div>
  );
}
