"use client";

import { useMemo } from "react";
import { LoadError } from "@/components/common/load-error";
import { LoadingHint } from "@/components/common/loading-hint";
import { outOfCreditsText } from "@/components/pipeline/out-of-credits";
import { PagerFooter } from "@/components/pipeline/pager-footer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PAGE_SIZE } from "@/lib/config/constants";
import { cn } from "@/lib/utils";
import { openPlanDialog } from "@/lib/payments/hooks";
import { useIntroRequests } from "@/lib/intros/hooks";
import { introStatusByPath } from "@/lib/intros/status";
import type { WarmPath } from "@/lib/paths/types";
import { EmptyInline } from "./detail-empty";
import { PathsTable } from "./paths-table";
import type { PathsView } from "./use-paths-view";

/** Why there are no paths to show: still opening, out of credits, no such lead, or an error to retry. */
export type PathsState = { pending: boolean; outOfCredits: boolean; notFound: boolean; failed: boolean; retry: () => void };

/** The warm paths table, with each path's intro status, or why it is empty; its pager under it. */
export function PathsCard({
  leadId,
  name,
  state,
  view,
  onBookmark,
  bookmarking,
  onAskIntro,
}: {
  leadId: string;
  name: string;
  state: PathsState;
  view: PathsView;
  onBookmark: (path: WarmPath) => void;
  bookmarking: string | null;
  onAskIntro: (path: WarmPath) => void;
}) {
  const intros = useIntroRequests({ scope: "sent", lead_id: leadId }, true);
  const introStatus = useMemo(() => introStatusByPath(intros.data ?? []), [intros.data]);
  return (
    <Card className="gap-0 overflow-hidden py-0" data-tour="paths-table">
      {state.pending ? (
        <LoadingHint className="flex min-h-64 items-center justify-center" />
      ) : state.outOfCredits ? (
        <EmptyInline title="Out of credits" body={outOfCreditsText(name || "this lead")}>
          <Button className="mt-3" onClick={() => openPlanDialog()}>
            Buy credits
          </Button>
        </EmptyInline>
      ) : state.notFound ? (
        <EmptyInline title="Lead not found" body="This lead is not in your pipeline." />
      ) : state.failed ? (
        <LoadError message="We could not load the warm paths." onRetry={state.retry} />
      ) : view.baseCount === 0 ? (
        view.bookmarkView ? (
          <EmptyInline title="No Bookmarked paths found" />
        ) : (
          <EmptyInline title="No paths found" body="No paths found! Please try improving your network to uncover hidden introducers." />
        )
      ) : (
        <>
          {view.fellBack && (
            <p className="border-b bg-muted/50 px-4 py-2 text-xs text-muted-foreground" role="status">
              No path matches all these filters, so every path is shown.
            </p>
          )}
          {/* Another page or filter on its way: the rows shown are the last answer's, dimmed until it arrives. */}
          <div aria-busy={view.updating} className={cn("transition-opacity", view.updating && "opacity-60")} data-testid="paths-table-body">
            <PathsTable
              paths={view.current.rows}
              filters={view.filters}
              options={view.options}
              onFilter={view.filter}
              onBookmark={onBookmark}
              bookmarking={bookmarking}
              introStatus={introStatus}
              onAskIntro={onAskIntro}
            />
          </div>
          <PagerFooter page={view.current.page} pageSize={PAGE_SIZE.pipelineDetail} total={view.current.count} noun="warm paths" onPage={view.setPage} />
        </>
      )}
    </Card>
  );
}
