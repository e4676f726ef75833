import { Suspense } from "react";
import { NetworkScreen } from "@/components/network/network-screen";
import { LoadingHint } from "@/components/common/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <NetworkScreen />
    </Suspense>
  );
}
