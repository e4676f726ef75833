import { Suspense } from "react";
import { FirstRun } from "@/components/onboarding/first-run";
import { TourProvider } from "@/components/onboarding/tour-provider";
import { WelcomeDialog } from "@/components/onboarding/welcome-dialog";
import { PlanDialogHost } from "@/components/payments/plan-dialog-host";
import { PersonPanelHost } from "@/components/people/person-panel";
import { SiteNoticeToast } from "@/components/notifications/site-notice-toast";
import { ActivityLogger } from "./activity-logger";
import { AppHeader } from "./app-header";
import { AppSidebar } from "./app-sidebar";

/** The signed-in layout: side navigation, header with invite button and account menu, content. */
export function AppShell({
  isSuperadmin,
  privacyPolicyUrl,
  children,
}: {
  isSuperadmin: boolean;
  privacyPolicyUrl: string;
  children: React.ReactNode;
}) {
  return (
    <TourProvider>
      <div className="flex min-h-screen">
        <AppSidebar isSuperadmin={isSuperadmin} />
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader privacyPolicyUrl={privacyPolicyUrl} />
          <main className="flex-1 px-8 py-6">{children}</main>
        </div>
        <WelcomeDialog />
        {/* It reads the query (next=payment), which needs a suspense boundary. */}
        <Suspense fallback={null}>
          <FirstRun />
        </Suspense>
        <PlanDialogHost />
        {/* Clicking a person anywhere opens their panel (issue 28). */}
        <PersonPanelHost />
        <ActivityLogger />
        <SiteNoticeToast />
      </div>
    </TourProvider>
  );
}
