"use client";

import { ChevronDown } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useDebounced } from "./use-debounced";

export type Option = { value: string; label: string; colour?: string };

// The searchable list (cmdk) loads the first time a filter opens, not with the page.
const MultiSelectOptions = dynamic(() => import("./multi-select-options").then((m) => m.MultiSelectOptions), {
  loading: () => <p className="p-3 text-sm text-muted-foreground">Loading…</p>,
});

/**
 * A filter with several choices and 'Deselect All'. With `onSearch`, the options come from the
 * server for the typed (debounced) text; otherwise they are filtered locally.
 */
export function MultiSelectFilter({
  label,
  selected,
  onChange,
  options,
  loading,
  onSearch,
  testId,
  tourAnchor,
}: {
  label: string;
  selected: string[];
  onChange: (values: string[]) => void;
  options: Option[];
  loading?: boolean;
  onSearch?: (text: string) => void;
  testId?: string;
  /** The guided tour's anchor (lib/onboarding/tours.ts). */
  tourAnchor?: string;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  useDebounced(text, (t) => onSearch?.(t));
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  // Selected values stay visible even when the server's answer for the text does not list them.
  const merged: Option[] = [...selected.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v })), ...options];

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-64 justify-between gap-2" data-testid={testId} data-tour={tourAnchor}>
          <span className="truncate">{label}</span>
          {selected.length > 0 && (
            <Badge variant="secondary" className="rounded-sm px-1 font-normal">
              {selected.length === 1 ? labelOf(selected[0]!) : `${selected.length} selected`}
            </Badge>
          )}
          <ChevronDown className="opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72 p-0" align="start">
        <MultiSelectOptions
          label={label}
          text={text}
          onText={setText}
          localFilter={!onSearch}
          loading={loading}
          options={merged}
          selected={selected}
          onToggle={toggle}
          onClear={() => onChange([])}
        />
      </PopoverContent>
    </Popover>
  );
}
