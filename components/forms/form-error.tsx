"use client";

import type { ComponentProps } from "react";
import { AlertCircle, X } from "lucide-react";

/** The red 'Login Failed' / 'Signup Failed' box; dismissible when onDismiss is given. */
export function FormErrorBox({ title, text, onDismiss }: { title: string; text: string; onDismiss?: () => void }) {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-destructive/90">{text}</p>
      </div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label="Dismiss" className="h-fit rounded p-0.5 hover:bg-destructive/10">
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

/** A one-line error under a field or a dialog's inputs; renders nothing while there is no error. */
export function FormError({ children, ...props }: ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p className="text-sm text-destructive" role="alert" {...props}>
      {children}
    </p>
  );
}
