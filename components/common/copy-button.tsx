"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** Copies `text` to the clipboard; where the browser refuses, says how to copy by hand. */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
    return true;
  } catch {
    toast.error("Copying is blocked in this browser: select the text and copy it instead.");
    return false;
  }
}

/**
 * A small copy button; `what` names the copied thing in the toast, and for screen readers when the
 * button says only 'Copy'.
 */
export function CopyButton({ text, what, label, className }: { text: string; what: string; label?: string; className?: string }) {
  const [done, setDone] = useState(false);
  const onClick = async () => {
    if (!(await copyText(text, what))) return;
    setDone(true);
    setTimeout(() => setDone(false), 2000);
  };
  return (
    <Button type="button" variant="ghost" size="sm" className={className} onClick={onClick} aria-label={label ? undefined : `Copy ${what.toLowerCase()}`}>
      {done ? <Check aria-hidden /> : <Copy aria-hidden />} {done ? "Copied" : (label ?? "Copy")}
    </Button>
  );
}
