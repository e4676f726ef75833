"use client";

import { Fragment, useRef } from "react";
import { cn } from "@/lib/utils";

export const CODE_LENGTH = 8;

const clean = (v: string) => v.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The one-time code boxes (spec 000 §2): 8 single-character boxes shown 4+4 with a dash,
 * upper-cased, alphanumeric only; typing moves on, Backspace moves back, a paste fills them all.
 */
export function CodeInput({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? "");

  const setFrom = (index: number, text: string) => {
    const incoming = clean(text);
    if (!incoming) return;
    const next = (value.slice(0, index) + incoming).slice(0, CODE_LENGTH);
    onChange(next);
    refs.current[Math.min(next.length, CODE_LENGTH - 1)]?.focus();
  };

  return (
    <div className="flex items-center justify-center gap-2" role="group" aria-label="One-time code">
      {chars.map((c, i) => (
        <Fragment key={i}>
          {i === CODE_LENGTH / 2 && <span className="px-1 text-lg text-muted-foreground" aria-hidden>-</span>}
          <input
            ref={(el) => {
              refs.current[i] = el;
            }}
            aria-label={`Code character ${i + 1}`}
            inputMode="text"
            autoComplete={i === 0 ? "one-time-code" : "off"}
            maxLength={1}
            disabled={disabled}
            value={c}
            autoFocus={i === 0}
            className={cn(
              "size-11 shrink-0 rounded-md border border-input bg-background text-center font-mono text-lg font-semibold uppercase shadow-xs outline-none",
              "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50",
            )}
            onChange={(e) => {
              const typed = clean(e.target.value);
              if (!typed) return;
              setFrom(Math.min(i, value.length), typed.slice(-1));
            }}
            onPaste={(e) => {
              e.preventDefault();
              setFrom(0, e.clipboardData.getData("text"));
            }}
            onKeyDown={(e) => {
              if (e.key === "Backspace") {
                e.preventDefault();
                const cut = c ? i : Math.max(0, i - 1);
                onChange(value.slice(0, cut));
                refs.current[cut]?.focus();
              }
            }}
          />
        </Fragment>
      ))}
    </div>
  );
}
