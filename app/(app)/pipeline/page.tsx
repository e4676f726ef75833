import { Suspense } from "react";
import { LoadingHint } from "@/components/common/loading-hint";
import { PipelineScreen } from "@/components/pipeline/pipeline-screen";

export default function PipelinePage() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <PipelineScreen />
    </Suspense>
  );
}
