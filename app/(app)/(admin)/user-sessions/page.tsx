import { Suspense } from "react";
import { SessionsScreen } from "@/components/admin/sessions-screen";
import { LoadingHint } from "@/components/shell/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <SessionsScreen />
    </Suspense>
  );
}
