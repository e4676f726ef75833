"use client";

import { Mail } from "lucide-react";
import { CopyButton } from "@/components/common/copy-button";
import { Button } from "@/components/ui/button";

/** A mail the person sends from their own client: no recipient is filled in (we never hold it). */
export function mailtoLink(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The ask and the forwardable note, ready to copy or to open in the person's mail client. */
export function ShareTexts({ ask, forwardable, subject }: { ask: string; forwardable: string; subject: string }) {
  const both = `${ask}\n\n---\n\n${forwardable}`;
  return (
    <div className="grid gap-3">
      {[
        { label: "The ask", text: ask },
        { label: "The note to forward", text: forwardable },
      ].map(({ label, text }) => (
        <div key={label} className="grid gap-1.5">
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium">{label}</span>
            <CopyButton text={text} what={label} />
          </div>
          <pre className="max-h-48 overflow-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap break-words">{text}</pre>
        </div>
      ))}
      <Button asChild variant="outline" className="w-fit">
        <a href={mailtoLink(subject, both)}>
          <Mail aria-hidden /> Open in my mail app
        </a>
      </Button>
    </div>
  );
}
