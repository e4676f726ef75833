import { Suspense } from "react";
import { UserManagementScreen } from "@/components/admin/user-management-screen";
import { LoadingHint } from "@/components/common/loading-hint";

export default function Page() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <UserManagementScreen />
    </Suspense>
  );
}
