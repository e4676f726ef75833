"use client";

import { ChevronDown } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import type { MultiSelectLook, MultiSelectOption } from "./multi-select-options";
import { useDebounced } from "./use-debounced";

export type { MultiSelectLook, MultiSelectOption } from "./multi-select-options";

const LOOKS = {
  filter: { size: "sm", trigger: "max-w-64", list: "w-72" },
  field: { size: "default", trigger: "w-full", list: "w-80" },
} as const;

// The searchable list (cmdk) loads the first time a multi-select opens, not with the page.
const MultiSelectOptions = dynamic(() => import("./multi-select-options").then((m) => m.MultiSelectOptions), {
  loading: () => <p className="p-3 text-sm text-muted-foreground">Loading…</p>,
});

/**
 * A searchable multi-select. With `onSearch` the options come from the server for the typed text
 * (debounced 500 ms); otherwise they are filtered here.
 */
export function MultiSelect({
  look,
  label,
  selected,
  onChange,
  options,
  loading,
  onSearch,
  testId,
  tourAnchor,
}: {
  look: MultiSelectLook;
  label: string;
  selected: string[];
  onChange: (values: string[]) => void;
  options: MultiSelectOption[];
  loading?: boolean;
  onSearch?: (text: string) => void;
  testId?: string;
  /** The guided tour's anchor (lib/onboarding/tours.ts). */
  tourAnchor?: string;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  useDebounced(text, (t) => onSearch?.(t));
  const style = LOOKS[look];
  // Chosen values stay listed even when the server's answer for the text leaves them out.
  const listed: MultiSelectOption[] = [...selected.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v })), ...options];
  const summary = selected.length === 0 ? null : selected.length === 1 ? (options.find((o) => o.value === selected[0])?.label ?? selected[0]) : `${selected.length} selected`;
  const end = (
    <>
      {summary && (
        // The label is cut with an ellipsis inside the badge (text-overflow needs a child of its own).
        <Badge variant="secondary" className="max-w-36 rounded-sm px-1 font-normal">
          <span className="truncate">{summary}</span>
        </Badge>
      )}
      <ChevronDown className="opacity-50" aria-hidden />
    </>
  );

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size={style.size} className={cn(style.trigger, "justify-between gap-2")} data-testid={testId} data-tour={tourAnchor}>
          <span className="truncate">{label}</span>
          {/* A field keeps the summary and chevron together at its right end; a filter's chevron stays the button's own icon (its padding). */}
          {look === "field" ? <span className="flex min-w-0 items-center gap-1">{end}</span> : end}
        </Button>
      </PopoverTrigger>
      <PopoverContent className={cn(style.list, "p-0")} align="start">
        <MultiSelectOptions
          look={look}
          label={label}
          text={text}
          onText={setText}
          localFilter={!onSearch}
          loading={loading}
          options={listed}
          selected={selected}
          onChange={onChange}
          testId={testId}
        />
      </PopoverContent>
    </Popover>
  );
}
