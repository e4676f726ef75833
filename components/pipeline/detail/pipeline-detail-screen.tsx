"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { AskIntroDialog, type AskTarget } from "@/components/intros/ask-intro-dialog";
import { InfoBanner } from "@/components/onboarding/info-banner";
import { useAutoTour } from "@/components/onboarding/use-auto-tour";
import { OutOfCreditsDialog } from "@/components/pipeline/out-of-credits-dialog";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/http/client";
import { useLeadPaths, useLeadRow } from "@/lib/pipeline/hooks";
import { decodePipelineLink } from "@/lib/links/decode";
import { RELATIONSHIP_TOUR_DELAY_MS } from "@/lib/onboarding/constants";
import { DetailBreadcrumb } from "./detail-breadcrumb";
import { EmptyCard } from "./detail-empty";
import { askForDirect, askForPath, leadIdentity, pathsHeading } from "./detail-view";
import { DirectConnects } from "./direct-connects";
import { PathsCard } from "./paths-card";
import { PathsHeading } from "./paths-heading";
import { TargetCard } from "./target-card";
import { useBookmarkToggle } from "./use-bookmark-toggle";
import { usePathsView } from "./use-paths-view";

/** The pipeline detail page (/pipeline/{id}/, spec 001 §2): a lead's ranked warm paths. */
export function PipelineDetailScreen({ encoded }: { encoded: string }) {
  const link = useMemo(() => decodePipelineLink(encoded), [encoded]);
  const leadId = link?.id ?? null;
  // The lead's own row: its name is known even when opening it is refused (out of credits).
  const leadRow = useLeadRow(leadId);
  const opened = useLeadPaths(leadId);
  const allPaths = useMemo(() => opened.data?.paths ?? [], [opened.data]);
  const view = usePathsView(allPaths);
  const bookmarks = useBookmarkToggle(leadId);
  const [noticeOpen, setNoticeOpen] = useState(true);
  const [asking, setAsking] = useState<AskTarget | null>(null);
  // Spec 001 §2: the RELATIONSHIP tour opens 10 s after results arrive, while its guide has remaining uses.
  useAutoTour("RELATIONSHIP", !view.bookmarkView && allPaths.length > 0, RELATIONSHIP_TOUR_DELAY_MS);

  if (!link) {
    return (
      <EmptyCard title="This link is not valid" body="Open the lead again from your pipeline.">
        <Button asChild variant="outline">
          <Link href="/pipeline/">Back to Pipeline</Link>
        </Button>
      </EmptyCard>
    );
  }

  const lead = leadIdentity(opened.data?.target, leadRow.data);
  const error = opened.error instanceof ApiClientError ? opened.error : null;
  const state = { pending: opened.isPending, outOfCredits: error?.status === 402, notFound: error?.status === 404, failed: opened.isError, retry: () => void opened.refetch() };

  return (
    <div className="flex flex-col gap-5">
      <DetailBreadcrumb name={lead.name} bookmarkView={view.bookmarkView} pathname={view.pathname} />
      <InfoBanner module="RELATIONSHIP" />
      {/* Below 1280 px the Target panel sits above the table as a strip, so the table keeps its width. */}
      <div className="flex flex-col-reverse gap-5 xl:flex-row xl:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <PathsHeading view={view} heading={pathsHeading(opened.data?.paths.length, lead.name)} opened={Boolean(opened.data)} />
          {!view.bookmarkView && opened.data && <DirectConnects direct={opened.data.direct} onAskIntro={(d) => setAsking(askForDirect(link.id, d))} />}
          <PathsCard
            leadId={link.id}
            name={lead.name}
            state={state}
            view={view}
            onBookmark={bookmarks.onBookmark}
            bookmarking={bookmarks.pending}
            onAskIntro={(p) => setAsking(askForPath(link.id, p))}
          />
        </div>
        <TargetCard lead={lead} />
      </div>
      <AskIntroDialog target={asking} onOpenChange={(open) => !open && setAsking(null)} />
      {state.outOfCredits && <OutOfCreditsDialog name={lead.name || "this lead"} open={noticeOpen} onOpenChange={setNoticeOpen} />}
    </div>
  );
}
