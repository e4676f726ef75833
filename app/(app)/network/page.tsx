import { Suspense } from "react";
import { NetworkScreen } from "@/components/network/network-screen";
import { LoadingHint } from "@/components/shell/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <NetworkScreen />
    </Suspense>
  );
}
