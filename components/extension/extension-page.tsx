"use client";

import { Puzzle } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ExtensionDialog } from "./extension-dialog";

const STEPS = [
  <>
    Get the extension folder for this Scuba server from your administrator (they build it with{" "}
    <code className="rounded bg-muted px-1 py-0.5 text-xs">npm run build:extension</code>; it lands in the server&apos;s data folder, under{" "}
    <code className="rounded bg-muted px-1 py-0.5 text-xs">extension/</code>).
  </>,
  <>
    In Chrome, open <code className="rounded bg-muted px-1 py-0.5 text-xs">chrome://extensions</code> and turn on <strong>Developer mode</strong>{" "}
    (top right).
  </>,
  <>
    Click <strong>Load unpacked</strong> and choose the extension folder. Pin Scuba from the puzzle-piece menu so its icon stays in sight.
  </>,
  <>Come back here and click Connect the extension: it gets a session of its own, which you can end at any time.</>,
  <>
    Log in to LinkedIn and open a profile: the Scuba panel adds the person as a lead or to your network. Keep the browser open while it syncs.
  </>,
];

/** The install steps of the browser extension (linked from the welcome dialog), and its state. */
export function ExtensionPage() {
  const [open, setOpen] = useState(false);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Install the Scuba extension</h1>
        <p className="text-muted-foreground">
          The extension brings LinkedIn profiles you open into Scuba and keeps your leads&apos; profiles up to date. It reads only the page you are
          viewing.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Install it in Chrome</CardTitle>
          <CardDescription>Five steps, about two minutes.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-4" data-testid="extension-steps">
            {STEPS.map((step, i) => (
              <li key={i} className="flex gap-3 text-sm">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">{i + 1}</span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => setOpen(true)}>
              <Puzzle aria-hidden /> Connect the extension
            </Button>
            <Button asChild variant="outline">
              <Link href="/network/?dialog=upload">Upload Connections.csv instead</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      {open && <ExtensionDialog open={open} onOpenChange={setOpen} />}
    </div>
  );
}
