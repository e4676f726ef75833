"use client";

import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { AskDirectlyDialog } from "@/components/intros/ask-directly-dialog";
import { AskIntroDialog, type AskTarget } from "@/components/intros/ask-intro-dialog";
import { InfoBanner } from "@/components/onboarding/info-banner";
import { useAutoTour } from "@/components/onboarding/use-auto-tour";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/http/client";
import type { DirectConnect } from "@/lib/paths/types";
import { openPlanDialog } from "@/lib/payments/hooks";
import { useLeadRow } from "@/lib/pipeline/hooks";
import { decodePipelineLink } from "@/lib/links/decode";
import { RELATIONSHIP_TOUR_DELAY_MS } from "@/lib/onboarding/constants";
import { DetailBreadcrumb } from "./detail-breadcrumb";
import { EmptyCard } from "./detail-empty";
import { askForDirect, askForPath, leadIdentity, pathsHeading } from "./detail-view";
import { DirectConnects } from "./direct-connects";
import { PathsCard } from "./paths-card";
import { PathsHeading } from "./paths-heading";
import { TargetCard } from "./target-card";
import { UpdatingPaths } from "./updating-paths";
import { useBookmarkToggle } from "./use-bookmark-toggle";
import { useFreshPaths } from "./use-fresh-paths";
import { usePathsView } from "./use-paths-view";

/** The pipeline detail page (/pipeline/{id}/, spec 001 §2): a lead's ranked warm paths. */
export function PipelineDetailScreen({ encoded }: { encoded: string }) {
  const link = useMemo(() => decodePipelineLink(encoded), [encoded]);
  const leadId = link?.id ?? null;
  // The lead's own row: its name is known even when opening it is refused (out of credits).
  const leadRow = useLeadRow(leadId);
  const view = usePathsView(leadId);
  const opened = view.opened;
  const fresh = useFreshPaths(leadRow, opened);
  const total = opened.data?.total_path ?? 0;
  const bookmarks = useBookmarkToggle(leadId);
  const [asking, setAsking] = useState<AskTarget | null>(null);
  const [askingDirectly, setAskingDirectly] = useState<DirectConnect | null>(null);
  // Spec 001 §2: the RELATIONSHIP tour opens 10 s after results arrive, while its guide has remaining uses.
  useAutoTour("RELATIONSHIP", !view.bookmarkView && total > 0, RELATIONSHIP_TOUR_DELAY_MS);
  // Spec 001 §8: opening refused for want of credits opens the plan dialog; the notice takes the paths' place.
  const refused = opened.error instanceof ApiClientError && opened.error.status === 402;
  useEffect(() => {
    if (refused) openPlanDialog();
  }, [refused]);

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
  const state = { pending: opened.isPending, outOfCredits: refused, notFound: error?.status === 404, failed: opened.isError, retry: () => void opened.refetch() };

  return (
    <div className="flex flex-col gap-5">
      <DetailBreadcrumb name={lead.name} bookmarkView={view.bookmarkView} pathname={view.pathname} />
      <InfoBanner module="RELATIONSHIP" />
      {/* Below 1536 px the Target panel sits above the table as a strip, so the table keeps the page's width. */}
      <div className="flex flex-col-reverse gap-5 2xl:flex-row 2xl:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <PathsHeading view={view} heading={pathsHeading(opened.data?.total_path, lead.name)} opened={Boolean(opened.data)} />
          {fresh.updating && <UpdatingPaths />}
          {!view.bookmarkView && opened.data && (
            <DirectConnects direct={opened.data.direct} onAskIntro={(d) => setAsking(askForDirect(link.id, d))} onAskDirectly={setAskingDirectly} />
          )}
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
      <AskDirectlyDialog connect={askingDirectly} onOpenChange={(open) => !open && setAskingDirectly(null)} />
    </div>
  );
}
