"use client";

import { Mail } from "lucide-react";
import { CopyButton } from "@/components/common/copy-button";
import { Button } from "@/components/ui/button";

/** A mail the person sends from their own client: no recipient is filled in (we never hold it). */
export function mailtoLink(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The ask and the forwardable note, ready to copy or to open in the person's mail client. Labels
 * say who each text is for; `mail: "note"` opens a mail with the note alone (the person was asked
 * themself, so only the note goes on); `actions: false` shows the texts to read, nothing to send.
 */
export function ShareTexts({
  ask,
  forwardable,
  subject,
  askLabel = "The ask",
  noteLabel = "The note to forward",
  mail = "both",
  actions = true,
}: {
  ask: string;
  forwardable: string;
  subject: string;
  askLabel?: string;
  noteLabel?: string;
  mail?: "both" | "note";
  actions?: boolean;
}) {
  const body = mail === "note" ? forwardable : `${ask}\n\n---\n\n${forwardable}`;
  return (
    <div className="grid gap-3">
      {[
        { label: askLabel, text: ask },
        { label: noteLabel, text: forwardable },
      ].map(({ label, text }) => (
        <div key={label} className="grid gap-1.5">
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium">{label}</span>
            {actions && <CopyButton text={text} what={label} />}
          </div>
          <pre className="max-h-48 overflow-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap break-words">{text}</pre>
        </div>
      ))}
      {actions && (
        <Button asChild variant="outline" className="w-fit">
          <a href={mailtoLink(subject, body)}>
            <Mail aria-hidden /> Open in my mail app
          </a>
        </Button>
      )}
    </div>
  );
}
