import { Suspense } from "react";
import { HubspotCallback } from "@/components/hubspot/hubspot-callback";
import { LoadingHint } from "@/components/common/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <HubspotCallback />
    </Suspense>
  );
}
