"use client";

import { InviteButton } from "@/components/collaborators/invite-button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUserDetails } from "@/lib/auth/hooks";
import { AccountMenu } from "./account-menu";

export function AppHeader({ privacyPolicyUrl }: { privacyPolicyUrl: string }) {
  const { data: user } = useUserDetails();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-end gap-3 border-b bg-background/95 px-6 backdrop-blur">
      {/* The invite button appears only once the user's details are known (spec 000 §2). */}
      {user ? (
        <>
          <InviteButton />
          <AccountMenu user={user} privacyPolicyUrl={privacyPolicyUrl} />
        </>
      ) : (
        <Skeleton className="h-9 w-48" />
      )}
    </header>
  );
}
