import { HydrationBoundary } from "@tanstack/react-query";
import { Suspense } from "react";
import { LoadingHint } from "@/components/common/loading-hint";
import { PipelineScreen } from "@/components/pipeline/pipeline-screen";
import { requireUser } from "@/lib/auth/current";
import { prefetchPipelineLeads } from "@/lib/pipeline/prefetch";
import { toSearch, type SearchParams } from "@/lib/url";

export default async function PipelinePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user } = await requireUser();
  const state = await prefetchPipelineLeads(user.id, new URLSearchParams(toSearch(await searchParams)));
  return (
    <HydrationBoundary state={state}>
      <Suspense fallback={<LoadingHint />}>
        <PipelineScreen />
      </Suspense>
    </HydrationBoundary>
  );
}
