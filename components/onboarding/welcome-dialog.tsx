"use client";

import { useState } from "react";
import { CheckCircle2, Mail, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCloseWelcome, useUserDetails } from "@/lib/auth/hooks";

const CARDS = [
  {
    icon: CheckCircle2,
    title: "Account created",
    body: "Your Scuba account is ready. Next, bring in your network so we can find warm paths to your leads.",
  },
  {
    icon: Users,
    title: "Sync your LinkedIn contacts",
    body: "Install the Scuba extension, log in to LinkedIn, open the extension and keep the browser open while it syncs.",
  },
  {
    icon: Mail,
    title: "Sync your email contacts",
    body: "Connect Google from the account menu to add the people you email and meet with.",
  },
];

/**
 * The welcome dialog after account creation (spec 000 §1): three cards and Get Started. The server
 * says whether it is still to be shown, so it appears on whichever device signs in first, once.
 */
export function WelcomeDialog() {
  const { data: user } = useUserDetails();
  const closeWelcome = useCloseWelcome();
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && Boolean(user?.show_welcome);

  const close = () => {
    setDismissed(true);
    closeWelcome.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="text-2xl">Welcome to Scuba{user?.given_name ? `, ${user.given_name}` : ""}!</DialogTitle>
          <DialogDescription>Three steps to your first warm introduction.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 py-2 md:grid-cols-3" data-testid="welcome-cards">
          {CARDS.map((card, i) => (
            <section key={card.title} className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-5">
              <div className="flex items-center gap-2">
                <span className="flex size-7 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {i + 1}
                </span>
                <card.icon className="size-5 text-primary" aria-hidden />
              </div>
              <h3 className="font-semibold">{card.title}</h3>
              <p className="text-sm text-muted-foreground">{card.body}</p>
            </section>
          ))}
        </div>
        <DialogFooter>
          <Button onClick={close}>Get Started</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
