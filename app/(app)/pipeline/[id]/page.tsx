import { Suspense } from "react";
import { LoadingHint } from "@/components/common/loading-hint";
import { PipelineDetailScreen } from "@/components/pipeline/detail/pipeline-detail-screen";

export default async function PipelineDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense fallback={<LoadingHint />}>
      <PipelineDetailScreen encoded={id} />
    </Suspense>
  );
}
