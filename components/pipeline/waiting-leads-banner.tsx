"use client";

import { CreditCard, Hourglass, Upload } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useUserDetails } from "@/lib/auth/hooks";
import { useCredit } from "@/lib/leads/hooks";
import { openPlanDialog } from "@/lib/payments/hooks";
import { clearWaiting, useWaitingLeads, type WaitingLead } from "./waiting-leads";

/** 'The 2 leads left in leads.csv (from row 4) are waiting…' — what waits and since where. */
export function waitingText(leads: WaitingLead[]): string {
  const first = leads[0]!;
  const what = leads.length === 1 ? (first.lead.name ? `${first.lead.name} is` : "1 lead is") : `${leads.length} leads are`;
  const where = first.row ? ` (${first.from}, from row ${first.row})` : first.from === "Add New Lead" ? "" : ` (${first.from})`;
  return `${what} waiting to be added${where}: you ran out of credits.`;
}

/**
 * Over the pipeline while leads a credit stopped are kept (issue 27 §5): Buy credits without any
 * left; with credits, Resume upload sends them from where it stopped. Discard forgets them (asked first).
 */
export function WaitingLeadsBanner({ onResume }: { onResume: () => void }) {
  const user = useUserDetails();
  const leads = useWaitingLeads(user.data?.id);
  const credit = useCredit();
  const [discarding, setDiscarding] = useState(false);
  if (!leads.length) return null;
  const hasCredits = (credit.data?.remaining ?? 0) > 0;
  return (
    <div role="status" data-testid="waiting-leads" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <Hourglass className="size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 break-words">
        {waitingText(leads)} {hasCredits ? "You have credits again." : "Buy credits and they are added from there."}
      </p>
      <div className="flex shrink-0 items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDiscarding(true)}>
          Discard
        </Button>
        {hasCredits ? (
          <Button size="sm" onClick={onResume}>
            <Upload aria-hidden /> Resume upload
          </Button>
        ) : (
          <Button size="sm" onClick={() => openPlanDialog()}>
            <CreditCard aria-hidden /> Buy credits
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title="Discard the waiting leads?"
        description={`${leads.length === 1 ? "This lead is" : `These ${leads.length} leads are`} not added, and you would have to upload or type ${leads.length === 1 ? "it" : "them"} again.`}
        confirmLabel="Discard"
        destructive
        onConfirm={() => {
          clearWaiting();
          setDiscarding(false);
        }}
      />
    </div>
  );
}
