"use client";

import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { LOADING_HINT_DELAY_MS, LOADING_HINT_TEXT } from "@/lib/config/constants";

/** A loading state that stays quiet for 500 ms, then says so (spec 000 §9). */
export function LoadingHint({ text = LOADING_HINT_TEXT, className }: { text?: string; className?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setVisible(true), LOADING_HINT_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <div className={className ?? "flex min-h-[40vh] items-center justify-center"} role="status" aria-live="polite">
      {visible && (
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {text}
        </span>
      )}
    </div>
  );
}
