"use client";

import { CreditCard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { openPlanDialog } from "@/lib/payments/hooks";

export function outOfCreditsText(name: string) {
  return `Oops, you're out of credits! Buy more credits to see warm paths to ${name} right away!`;
}

/** The out-of-credits notice (spec 001 §8); Buy credits opens the plan dialog. */
export function OutOfCreditsDialog({ name, open, onOpenChange }: { name: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Out of credits</DialogTitle>
          <DialogDescription>{outOfCreditsText(name)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              openPlanDialog();
            }}
          >
            <CreditCard aria-hidden /> Buy credits
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
