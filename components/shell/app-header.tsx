"use client";

import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import dynamic from "next/dynamic";
import { InviteButton } from "@/components/collaborators/invite-button";
import { AlertBell } from "@/components/notifications/alert-bell";
import { startGoogleSync } from "@/components/network/google-sync-buttons";
import { useTour } from "@/components/onboarding/tour-provider";
import { Skeleton } from "@/components/ui/skeleton";
import { useUserDetails } from "@/lib/auth/hooks";
import { reopenFirstRunDialog } from "@/lib/onboarding/hooks";
import { tourForPath } from "@/lib/onboarding/tours";
import { errorMessage } from "@/lib/http/client";
import { startHubspotConnect } from "@/lib/hubspot/hooks";
import { toast } from "sonner";
import { AccountMenu } from "./account-menu";

// Loaded when first opened: most visits never open them, so every page's first load stays light.
const ChangePasswordDialog = dynamic(() => import("@/components/auth/change-password-dialog").then((m) => m.ChangePasswordDialog));
const SiteNoticeDialog = dynamic(() => import("@/components/notifications/site-notice-dialog").then((m) => m.SiteNoticeDialog));
const ExtensionDialog = dynamic(() => import("@/components/extension/extension-dialog").then((m) => m.ExtensionDialog));
const DisconnectHubspotDialog = dynamic(() => import("@/components/hubspot/disconnect-hubspot-dialog").then((m) => m.DisconnectHubspotDialog));
const TwoFactorDialog = dynamic(() => import("@/components/auth/two-factor-dialog").then((m) => m.TwoFactorDialog));

/** Off to HubSpot's consent page; a server without HubSpot set up says so. */
async function connectHubspot() {
  try {
    await startHubspotConnect();
  } catch (error) {
    toast.error(errorMessage(error, "Something went wrong"));
  }
}

export function AppHeader({ privacyPolicyUrl }: { privacyPolicyUrl: string }) {
  const { data: user } = useUserDetails();
  const router = useRouter();
  const pathname = usePathname();
  const { startTour } = useTour();
  // 'How to use' opens the page's own tour; pages without one get the HOME tour, at home.
  const howToUse = () => {
    const tour = tourForPath(pathname);
    if (!tour) router.push("/");
    void startTour(tour ?? "HOME");
  };
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [hubspotOpen, setHubspotOpen] = useState(false);
  const [extensionOpen, setExtensionOpen] = useState(false);
  // Superadmins must use two-factor: until it is on, the setup cannot be dismissed.
  const twoFactorRequired = user?.user_role === "superadmin" && !user.two_factor_enabled;
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-end gap-3 border-b bg-background/95 px-6 backdrop-blur">
      {/* The invite button appears only once the user's details are known (spec 000 §2). */}
      {user ? (
        <>
          <InviteButton />
          <AlertBell />
          <AccountMenu
            user={user}
            privacyPolicyUrl={privacyPolicyUrl}
            actions={{
              onChangePassword: () => setChangePasswordOpen(true),
              onTwoFactor: () => setTwoFactorOpen(true),
              onSyncLinkedin: () => router.push("/network/?dialog=upload"),
              onSyncGoogle: () => void startGoogleSync(),
              onSiteNotice: () => setNoticeOpen(true),
              onHowToUse: howToUse,
              onWelcome: () => reopenFirstRunDialog("welcome"),
              onQuestionnaire: () => reopenFirstRunDialog("questionnaire"),
              onExtension: () => setExtensionOpen(true),
              onHubspot: () => (user.is_hubspot_connected ? setHubspotOpen(true) : void connectHubspot()),
            }}
          />
          {extensionOpen && <ExtensionDialog open={extensionOpen} onOpenChange={setExtensionOpen} />}
          {hubspotOpen && <DisconnectHubspotDialog open={hubspotOpen} onOpenChange={setHubspotOpen} />}
          {noticeOpen && <SiteNoticeDialog open={noticeOpen} onOpenChange={setNoticeOpen} />}
          {changePasswordOpen && <ChangePasswordDialog open={changePasswordOpen} onOpenChange={setChangePasswordOpen} />}
          {(twoFactorOpen || twoFactorRequired) && (
            <TwoFactorDialog user={user} open={twoFactorOpen || twoFactorRequired} onOpenChange={setTwoFactorOpen} required={twoFactorRequired} />
          )}
        </>
      ) : (
        <Skeleton className="h-9 w-48" />
      )}
    </header>
  );
}
