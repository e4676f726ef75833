import { Suspense } from "react";
import { TopNetworkScreen } from "@/components/admin/top-network-screen";
import { LoadingHint } from "@/components/common/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <TopNetworkScreen />
    </Suspense>
  );
}
