import { Suspense } from "react";
import { BillingResult } from "@/components/payments/billing-result";
import { LoadingHint } from "@/components/common/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <BillingResult />
    </Suspense>
  );
}
