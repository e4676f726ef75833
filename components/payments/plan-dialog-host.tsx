"use client";

import dynamic from "next/dynamic";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { MountWhenOpened } from "@/components/common/mount-when-opened";
import { useUserDetails } from "@/lib/auth/hooks";
import { openPlanDialog, usePlanDialog } from "@/lib/payments/hooks";

// The plan dialog's code loads the first time it opens, not with every signed-in page.
const PlanDialog = dynamic(() => import("./plan-dialog").then((m) => m.PlanDialog));

/** Mounted once in the signed-in layout: the plan dialog, and its opening from `/?next=payment`. */
export function PlanDialogHost() {
  return (
    <>
      <Suspense fallback={null}>
        <NextPaymentOpener />
      </Suspense>
      <LazyPlanDialog />
    </>
  );
}

/**
 * `/?next=payment&selected_plan=<id>` opens the dialog on home (spec 000 §2), once per visit — after
 * the welcome dialog of a first sign-in has been closed, so the two never stack.
 */
function NextPaymentOpener() {
  const pathname = usePathname();
  const search = useSearchParams();
  const user = useUserDetails();
  const waiting = !user.data || user.data.show_welcome;
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (pathname !== "/" || search.get("next") !== "payment" || waiting) return;
    const key = search.toString();
    if (done.current === key) return;
    done.current = key;
    openPlanDialog(search.get("selected_plan"));
  }, [pathname, search, waiting]);
  return null;
}

function LazyPlanDialog() {
  const { open } = usePlanDialog();
  return (
    <MountWhenOpened open={open}>
      <PlanDialog />
    </MountWhenOpened>
  );
}
