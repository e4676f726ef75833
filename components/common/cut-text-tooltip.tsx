"use client";

import { useRef, useState, type ReactElement } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * A tooltip with the full text of a label cut with an ellipsis: `children` is the trigger (a button
 * or link, so focus shows it too); `label(ref)` renders the cut label. It opens only while the label
 * is actually cut.
 */
export function CutTextTooltip({
  text,
  children,
  side = "right",
}: {
  text: string;
  children: (labelRef: React.RefObject<HTMLSpanElement | null>) => ReactElement;
  side?: "top" | "right" | "bottom" | "left";
}) {
  const labelRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const isCut = () => {
    const el = labelRef.current;
    return Boolean(el && el.scrollWidth > el.clientWidth);
  };
  return (
    <Tooltip open={open} onOpenChange={(next) => setOpen(next && isCut())}>
      <TooltipTrigger asChild>{children(labelRef)}</TooltipTrigger>
      <TooltipContent side={side} className="max-w-xs break-words" data-testid="cut-text-tooltip">
        {text}
      </TooltipContent>
    </Tooltip>
  );
}
