"use client";

import { useState, useSyncExternalStore } from "react";
import { CheckCircle2, Mail, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useUserDetails } from "@/lib/auth/hooks";

// Set by the sign-up form (and a first OAuth sign-in) to the new account's e-mail; the dialog
// shows once when that account first reaches the app in this browser.
export const WELCOME_PENDING_KEY = "welcome_pending";

export function markWelcomePending(email: string) {
  window.localStorage.setItem(WELCOME_PENDING_KEY, email.toLowerCase());
}

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

const noSubscription = () => () => {};

/** The welcome dialog after account creation (spec 000 §1): three cards and Get Started. */
export function WelcomeDialog() {
  const { data: user } = useUserDetails();
  const [dismissed, setDismissed] = useState(false);
  const pending = useSyncExternalStore(
    noSubscription,
    () => window.localStorage.getItem(WELCOME_PENDING_KEY),
    () => null,
  );
  const open = !dismissed && Boolean(user && pending && pending === user.email.toLowerCase());

  const close = () => {
    window.localStorage.removeItem(WELCOME_PENDING_KEY);
    setDismissed(true);
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
