import { Suspense } from "react";
import { RefreshLeadScreen } from "@/components/admin/refresh-lead-screen";
import { LoadingHint } from "@/components/common/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <RefreshLeadScreen />
    </Suspense>
  );
}
