"use client";

import { ArrowLeft, Bookmark } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadingHint } from "@/components/common/loading-hint";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import { OutOfCreditsDialog, outOfCreditsText } from "@/components/pipeline/out-of-credits-dialog";
import { PagerFooter } from "@/components/pipeline/pager-footer";
import { PAGE_SIZE } from "@/lib/config/constants";
import { ApiClientError } from "@/lib/http/client";
import { useLeadPaths, useLeadRow, useToggleBookmark } from "@/lib/pipeline/hooks";
import { decodePipelineLink } from "@/lib/links/decode";
import { EMPTY_PATH_FILTERS, applyPathFilters, filterOptions, hasActiveFilters, pageOf, type PathFilters } from "@/lib/paths/path-filters";
import type { WarmPath } from "@/lib/paths/types";
import { AskIntroDialog, type AskTarget } from "@/components/intros/ask-intro-dialog";
import { useIntroRequests } from "@/lib/intros/hooks";
import { introStatusByPath } from "@/lib/intros/status";
import { InfoBanner } from "@/components/onboarding/info-banner";
import { useAutoTour } from "@/components/onboarding/use-auto-tour";
import { RELATIONSHIP_TOUR_DELAY_MS } from "@/lib/onboarding/constants";
import { DirectConnects } from "./direct-connects";
import { PathsTable } from "./paths-table";

/** The pipeline detail page (/pipeline/{id}/, spec 001 §2): a lead's ranked warm paths. */
export function PipelineDetailScreen({ encoded }: { encoded: string }) {
  const link = useMemo(() => decodePipelineLink(encoded), [encoded]);
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const bookmarkView = search.get("q") === "bookmark";
  const leadId = link?.id ?? null;

  // The lead's own row: its name is known even when opening it is refused (out of credits).
  const leadRow = useLeadRow(leadId);
  const opened = useLeadPaths(leadId);
  const toggle = useToggleBookmark(leadId ?? "");
  const [filters, setFilters] = useState<PathFilters>(EMPTY_PATH_FILTERS);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<string | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(true);
  const [asking, setAsking] = useState<AskTarget | null>(null);
  const intros = useIntroRequests({ scope: "sent", lead_id: leadId ?? "" }, leadId !== null);
  const introStatus = useMemo(() => introStatusByPath(intros.data ?? []), [intros.data]);

  const allPaths = useMemo(() => opened.data?.paths ?? [], [opened.data]);
  const basePaths = useMemo(() => (bookmarkView ? allPaths.filter((p) => p.bookmark.some((b) => b.bookmark)) : allPaths), [allPaths, bookmarkView]);
  const options = useMemo(() => filterOptions(basePaths), [basePaths]);
  const { paths: filtered, fellBack } = useMemo(() => applyPathFilters(basePaths, filters), [basePaths, filters]);
  const current = pageOf(filtered, page, PAGE_SIZE.pipelineDetail);
  const bookmarkedCount = allPaths.filter((p) => p.bookmark.some((b) => b.bookmark)).length;
  // Spec 001 §2: the RELATIONSHIP tour opens 10 s after results arrive, while its guide has remaining uses.
  useAutoTour("RELATIONSHIP", !bookmarkView && allPaths.length > 0, RELATIONSHIP_TOUR_DELAY_MS);

  if (!link) {
    return (
      <EmptyCard title="This link is not valid" body="Open the lead again from your pipeline.">
        <Button asChild variant="outline">
          <Link href="/pipeline/">Back to Pipeline</Link>
        </Button>
      </EmptyCard>
    );
  }

  const target = opened.data?.target;
  const name = target?.name ?? leadRow.data?.name ?? "";
  const role = target?.role ?? leadRow.data?.role ?? "";
  const company = target?.company ?? leadRow.data?.company ?? "";
  const profileUrl = target?.linkedin_url ?? leadRow.data?.linkedin_url ?? null;
  const error = opened.error instanceof ApiClientError ? opened.error : null;
  const outOfCredits = error?.status === 402;

  async function onBookmark(path: WarmPath) {
    setPending(path.path_id);
    try {
      const res = await toggle.mutateAsync(path.path_id);
      if (res.data.bookmark) toast.success("Bookmark created.", { description: "Path has been bookmarked and is ready to access anytime." });
      else toast.error("Bookmark removed.", { description: "Bookmark for the path has been removed." });
    } catch {
      toast.error("Something went wrong");
    } finally {
      setPending(null);
    }
  }

  const setView = (bookmarks: boolean) => {
    setPage(1);
    setFilters(EMPTY_PATH_FILTERS);
    router.push(bookmarks ? `${pathname}?q=bookmark` : pathname);
  };

  return (
    <div className="flex flex-col gap-5">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link href="/pipeline/">Pipeline</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            {bookmarkView ? (
              <BreadcrumbLink asChild>
                <Link href={pathname}>{name || "Lead"}</Link>
              </BreadcrumbLink>
            ) : (
              <BreadcrumbPage>{name || "Lead"}</BreadcrumbPage>
            )}
          </BreadcrumbItem>
          {bookmarkView && (
            <>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbPage>Bookmarks</BreadcrumbPage>
              </BreadcrumbItem>
            </>
          )}
        </BreadcrumbList>
      </Breadcrumb>
      <InfoBanner module="RELATIONSHIP" />

      {/* Below 1280 px the Target panel sits above the table as a strip, so the table keeps its width. */}
      <div className="flex flex-col-reverse gap-5 xl:flex-row xl:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {bookmarkView ? (
              <div className="flex items-center gap-3">
                <Button variant="outline" size="sm" onClick={() => setView(false)}>
                  <ArrowLeft aria-hidden /> Back
                </Button>
                <h1 className="text-xl font-semibold" data-testid="paths-heading" data-tour="paths-heading">
                  {bookmarkedCount} bookmarked {bookmarkedCount === 1 ? "path" : "paths"}
                </h1>
              </div>
            ) : (
              <div className="flex items-center gap-3">
                <h1 className="text-xl font-semibold" data-testid="paths-heading" data-tour="paths-heading">
                  {opened.data ? `${opened.data.paths.length} warm paths to reach ${name}` : name ? `Warm paths to reach ${name}` : "Warm paths"}
                </h1>
                {opened.data && (
                  <Button variant="outline" size="sm" onClick={() => setView(true)} data-tour="paths-bookmarks">
                    <Bookmark aria-hidden /> View bookmarks ({bookmarkedCount})
                  </Button>
                )}
              </div>
            )}
            {hasActiveFilters(filters) && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setFilters(EMPTY_PATH_FILTERS);
                  setPage(1);
                }}
              >
                Clear Filters
              </Button>
            )}
          </div>

          {!bookmarkView && opened.data && (
            <DirectConnects
              direct={opened.data.direct}
              onAskIntro={(d) =>
                setAsking({ leadId: link.id, pathId: `${d.origin.id}>${d.target.id}`, origin: d.origin, introducer: d.origin, target: d.target, toIntroducer: undefined, toTarget: d.segment })
              }
            />
          )}

          <Card className="gap-0 overflow-hidden py-0" data-tour="paths-table">
            {opened.isPending ? (
              <LoadingHint className="flex min-h-64 items-center justify-center" />
            ) : outOfCredits ? (
              <EmptyInline title="Out of credits" body={outOfCreditsText(name || "this lead")} />
            ) : error?.status === 404 ? (
              <EmptyInline title="Lead not found" body="This lead is not in your pipeline." />
            ) : opened.isError ? (
              <div className="flex flex-col items-center gap-3 p-10 text-sm">
                <p className="text-destructive">We could not load the warm paths.</p>
                <Button variant="outline" onClick={() => opened.refetch()}>
                  Retry
                </Button>
              </div>
            ) : basePaths.length === 0 ? (
              bookmarkView ? (
                <EmptyInline title="No Bookmarked paths found" />
              ) : (
                <EmptyInline title="No paths found" body="No paths found! Please try improving your network to uncover hidden introducers." />
              )
            ) : (
              <>
                {fellBack && (
                  <p className="border-b bg-muted/50 px-4 py-2 text-xs text-muted-foreground" role="status">
                    No path matches all these filters, so every path is shown.
                  </p>
                )}
                <PathsTable
                  paths={current.rows}
                  filters={filters}
                  options={options}
                  onFilter={(key, values) => {
                    setFilters((f) => ({ ...f, [key]: values }));
                    setPage(1);
                  }}
                  onBookmark={onBookmark}
                  bookmarking={pending}
                  introStatus={introStatus}
                  onAskIntro={(p) =>
                    setAsking({ leadId: link.id, pathId: p.path_id, origin: p.origin, introducer: p.path[0]!, target: p.target, toIntroducer: p.tag[0], toTarget: p.tag[p.tag.length - 1] })
                  }
                />
                <PagerFooter page={current.page} pageSize={PAGE_SIZE.pipelineDetail} total={filtered.length} noun="warm paths" onPage={setPage} />
              </>
            )}
          </Card>
        </div>

        <Card
          className="flex-row flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 xl:sticky xl:top-6 xl:w-64 xl:shrink-0 xl:flex-col xl:gap-2 xl:p-5 xl:text-center"
          aria-label="Target"
          data-tour="paths-target"
        >
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Target</p>
          <LeadAvatar name={name || "?"} src={target?.profile ?? leadRow.data?.linkedin_user?.profile} />
          <p className="font-semibold" data-testid="target-name">
            {name || "—"}
          </p>
          <p className="text-sm text-muted-foreground">{[role, company].filter(Boolean).join(" at ") || "—"}</p>
          {profileUrl && (
            <a href={profileUrl} target="_blank" rel="noreferrer" className="text-xs text-primary hover:underline">
              LinkedIn profile
            </a>
          )}
        </Card>
      </div>
      <AskIntroDialog target={asking} onOpenChange={(open) => !open && setAsking(null)} />
      {outOfCredits && <OutOfCreditsDialog name={name || "this lead"} open={noticeOpen} onOpenChange={setNoticeOpen} />}
    </div>
  );
}

function EmptyInline({ title, body }: { title: string; body?: string }) {
  return (
    <div className="flex flex-col items-center gap-1 p-12 text-center" data-testid="paths-empty">
      <p className="font-medium">{title}</p>
      {body && <p className="max-w-md text-sm text-muted-foreground">{body}</p>}
    </div>
  );
}

function EmptyCard({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  return (
    <Card className="mx-auto mt-10 max-w-md items-center gap-2 p-8 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{body}</p>
      {children}
    </Card>
  );
}
