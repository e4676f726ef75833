import { Suspense } from "react";
import { SessionsScreen } from "@/components/admin/sessions-screen";
import { LoadingHint } from "@/components/common/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <SessionsScreen />
    </Suspense>
  );
}
