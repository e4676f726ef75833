"use client";

import dynamic from "next/dynamic";
import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useUserDetails } from "@/lib/auth/hooks";
import { reopenFirstRunDialog, useGuides, useOnboardingStatus, useReopenedFirstRunDialog } from "@/lib/onboarding/hooks";
import { useTour } from "./tour-provider";

// Loaded only for a member who has not answered or skipped it yet.
const QuestionnaireDialog = dynamic(() => import("./questionnaire-dialog").then((m) => m.QuestionnaireDialog));

/**
 * A new member's first run, after the welcome dialog: the questionnaire, then — at home — the HOME
 * tour (spec 001 §3: while onboarding is incomplete and the HOME guide has remaining above 0).
 * Superadmins skip it (their first run is the two-factor setup), and so does a visitor who came to
 * buy (`next=payment`): the order form comes first, the questionnaire at the next visit.
 */
export function FirstRun() {
  const { data: user } = useUserDetails();
  const search = useSearchParams();
  const pathname = usePathname();
  const { startTour } = useTour();
  // Latched at the first render: the order form drops the query when it closes, and the
  // questionnaire should still not jump in during that visit.
  const [cameToBuy] = useState(() => search.get("next") === "payment");
  const eligible = Boolean(user) && !user!.show_welcome && user!.user_role !== "superadmin" && !cameToBuy;
  const status = useOnboardingStatus(eligible);
  const guides = useGuides(eligible);
  const [answered, setAnswered] = useState(false);
  const firstTime = eligible && !answered && status.data?.onBoardingStatus === true;
  // Reopened from the account menu ('About your work'): answered again, or closed as it was.
  const reopened = useReopenedFirstRunDialog() === "questionnaire";

  const done = () => {
    if (reopened && !firstTime) {
      reopenFirstRunDialog(null);
      return;
    }
    setAnswered(true);
    const home = guides.data?.find((g) => g.module === "HOME");
    if (pathname === "/" && home && home.remaining > 0) void startTour("HOME");
  };

  if (!firstTime && !answered && !reopened) return null;
  return <QuestionnaireDialog open={firstTime || reopened} onDone={done} onClose={reopened && !firstTime ? () => reopenFirstRunDialog(null) : undefined} />;
}
