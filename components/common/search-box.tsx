"use client";

import { Search } from "lucide-react";
import { useEffect, useRef, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/**
 * A page's search field: the magnifier and the input. It is on the page's first paint, so it can be
 * typed into before React has the page: once React has it, that text is handed to `onChange` —
 * otherwise no search would run for it and the next render would clear it (decision 022).
 * `className` sizes the box; the other props are the input's (its label, placeholder, test id).
 */
export function SearchBox({
  value,
  onChange,
  className,
  ...input
}: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "className" | "ref"> & { value: string; onChange: (text: string) => void; className?: string }) {
  const field = useRef<HTMLInputElement>(null);
  const typedBefore = useRef({ value, onChange });
  useEffect(() => {
    const typed = field.current?.value ?? "";
    if (typed && typed !== typedBefore.current.value) typedBefore.current.onChange(typed);
  }, []);
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input ref={field} value={value} onChange={(e) => onChange(e.target.value)} className="pl-8" {...input} />
    </div>
  );
}
