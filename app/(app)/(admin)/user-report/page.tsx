import { Suspense } from "react";
import { ReportScreen } from "@/components/admin/report-screen";
import { LoadingHint } from "@/components/common/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <ReportScreen />
    </Suspense>
  );
}
