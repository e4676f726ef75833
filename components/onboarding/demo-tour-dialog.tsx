"use client";

import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import Image from "next/image";
import { useEffect, useState } from "react";
import { LoadingHint } from "@/components/common/loading-hint";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useDemoTour } from "@/lib/onboarding/demo-tour-hooks";
import { cn } from "@/lib/utils";

/**
 * 'Take a Guided Tour' (spec 000 §2: the embedded demo tour, with Go Back). With DEMO_TOUR_URL set,
 * the hosted interactive demo in a frame; otherwise the built-in walkthrough of the demo workspace:
 * real screenshots with a hotspot on what each step explains (no third-party script either way
 * unless DEMO_TOUR_URL names one).
 */
export function DemoTourDialog({ open, onOpenChange, demoTourUrl }: { open: boolean; onOpenChange: (open: boolean) => void; demoTourUrl: string | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[94vh] flex-col gap-4 overflow-y-auto sm:max-w-4xl" data-testid="demo-tour">
        <DialogHeader>
          <DialogTitle>Take a Guided Tour</DialogTitle>
          <DialogDescription>A short walk through a demo workspace: the network, the pipeline and warm paths.</DialogDescription>
        </DialogHeader>
        {demoTourUrl ? (
          <iframe
            src={demoTourUrl}
            title="Scuba interactive demo"
            className="aspect-video w-full rounded-md border"
            sandbox="allow-scripts allow-same-origin allow-popups"
            referrerPolicy="no-referrer"
            allow="fullscreen"
          />
        ) : (
          <Walkthrough onDone={() => onOpenChange(false)} />
        )}
        <div>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <ArrowLeft aria-hidden /> Go Back
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Where the callout goes: under the hotspot or above it where there is room, else inside the
 * hotspot's top edge — never past the screenshot's frame, which would clip its title.
 */
function calloutPosition({ x, y, h }: { x: number; y: number; h: number }): React.CSSProperties {
  const ROOM = 24; // % of the screenshot's height a callout needs
  const left = `${Math.min(x, 60)}%`;
  if (100 - (y + h) >= ROOM) return { left, top: `calc(${y + h}% + 12px)` };
  if (y >= ROOM) return { left, bottom: `calc(${100 - y}% + 12px)` };
  return { left: `calc(${Math.min(x, 60)}% + 12px)`, top: `calc(${y}% + 12px)` };
}

function Walkthrough({ onDone }: { onDone: () => void }) {
  const tour = useDemoTour(true);
  const [index, setIndex] = useState(0);
  const steps = tour.data?.steps ?? [];
  const count = steps.length;
  const go = (i: number) => setIndex(Math.min(Math.max(i, 0), Math.max(count - 1, 0)));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") setIndex((i) => Math.min(i + 1, Math.max(count - 1, 0)));
      if (e.key === "ArrowLeft") setIndex((i) => Math.max(i - 1, 0));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count]);

  if (tour.isPending) return <LoadingHint />;
  if (tour.isError || count === 0) {
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground" role="alert">
        The tour could not be loaded. Try again later.
      </p>
    );
  }
  const step = steps[index]!;
  const { x, y, w, h } = step.hotspot;
  const last = index === count - 1;
  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="relative overflow-hidden rounded-md border bg-muted" data-testid="demo-tour-stage">
        <Image src={step.image} alt={`${step.title}: a screenshot of the demo workspace`} width={step.width} height={step.height} className="h-auto w-full" priority unoptimized />
        <button
          type="button"
          aria-label={index < count - 1 ? `Next: ${steps[index + 1]!.title}` : "Back to the first step"}
          data-testid="demo-tour-hotspot"
          onClick={() => go(index < count - 1 ? index + 1 : 0)}
          className="absolute rounded-md ring-4 ring-primary/70 ring-offset-2 ring-offset-transparent outline-none focus-visible:ring-primary motion-safe:animate-pulse"
          style={{ left: `${x}%`, top: `${y}%`, width: `${w}%`, height: `${h}%` }}
        />
        <div
          className="absolute max-w-sm rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
          style={calloutPosition(step.hotspot)}
          data-testid="demo-tour-callout"
        >
          <p className="font-medium">{step.title}</p>
          <p className="text-sm text-muted-foreground">{step.text}</p>
        </div>
      </div>
      <div className="flex items-center justify-between">
        <div className="flex items-center gap-1.5" aria-hidden>
          {steps.map((s, i) => (
            <span key={s.id} className={cn("size-2 rounded-full", i === index ? "bg-primary" : "bg-muted-foreground/30")} />
          ))}
        </div>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid="demo-tour-position">
          {index + 1} of {count}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => go(index - 1)} disabled={index === 0}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          {last ? (
            <Button size="sm" onClick={onDone}>
              Done
            </Button>
          ) : (
            <Button size="sm" onClick={() => go(index + 1)}>
              Next <ChevronRight aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
