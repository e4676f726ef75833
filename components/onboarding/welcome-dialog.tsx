"use client";

import Link from "next/link";
import { useState } from "react";
import { CheckCircle2, Mail, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCloseWelcome, useUserDetails } from "@/lib/auth/hooks";
import { reopenFirstRunDialog, useReopenedFirstRunDialog } from "@/lib/onboarding/hooks";

const LINK = "font-medium text-primary underline-offset-4 hover:underline";

/** The three cards of spec 000 §1; `close` runs when a link leaves the dialog. */
function cards(close: () => void) {
  return [
    {
      icon: CheckCircle2,
      title: "Account created",
      body: <>Your Scuba account is ready. Next, bring in your network so we can find warm paths to your leads.</>,
    },
    {
      icon: Users,
      title: "Sync your LinkedIn contacts",
      body: (
        <>
          <Link href="/extension/" className={LINK} onClick={close}>
            Install the Scuba extension
          </Link>
          , log in to LinkedIn, open the extension and keep the browser open while it syncs.
          <span className="mt-2 block">
            Or upload your LinkedIn <span className="font-medium text-foreground">Connections.csv</span>: on LinkedIn, open Settings &amp; Privacy →
            Data privacy → Get a copy of your data, choose Connections and request the archive; LinkedIn e-mails you the download, usually within
            minutes.{" "}
            <Link href="/network/?dialog=upload" className={LINK} onClick={close}>
              Upload it here
            </Link>
            .
          </span>
        </>
      ),
    },
    {
      icon: Mail,
      title: "Sync your email contacts",
      body: <>Connect Google from the account menu to add the people you email and meet with.</>,
    },
  ];
}

/**
 * The welcome dialog after account creation (spec 000 §1): three cards and Get Started. The server
 * says whether it is still to be shown, so it appears on whichever device signs in first, once.
 */
export function WelcomeDialog() {
  const { data: user } = useUserDetails();
  const closeWelcome = useCloseWelcome();
  const [dismissed, setDismissed] = useState(false);
  // Once by itself; again whenever the member opens it from the account menu ('Welcome guide').
  const reopened = useReopenedFirstRunDialog() === "welcome";
  const firstTime = !dismissed && Boolean(user?.show_welcome);
  const open = firstTime || reopened;

  const close = () => {
    if (reopened) reopenFirstRunDialog(null);
    if (!firstTime) return;
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
          {cards(close).map((card, i) => (
            <section key={card.title} className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-5">
              <div className="flex items-center gap-2">
                <span className="flex size-7 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {i + 1}
                </span>
                <card.icon className="size-5 text-primary" aria-hidden />
              </div>
              <h3 className="font-semibold">{card.title}</h3>
              <div className="text-sm text-muted-foreground">{card.body}</div>
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
