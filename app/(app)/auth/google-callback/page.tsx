import { Suspense } from "react";
import { GoogleCallback } from "@/components/network/google-callback";
import { LoadingHint } from "@/components/common/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <GoogleCallback />
    </Suspense>
  );
}
