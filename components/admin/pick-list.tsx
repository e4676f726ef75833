"use client";

import { ChevronDown } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useDebounced } from "@/components/network/use-debounced";
import { ADMIN_DEBOUNCE_MS } from "@/lib/admin/constants";

export type PickOption = { value: string; label: string };

// The searchable list (cmdk) loads the first time the pick list opens, not with the page.
const PickOptions = dynamic(() => import("./pick-options").then((m) => m.PickOptions), {
  loading: () => <p className="p-3 text-sm text-muted-foreground">Loading…</p>,
});

/**
 * A searchable multi-select with 'Select all' (every option listed) and 'Deselect all' (spec 001
 * §5 'Report filters', §2 'Refresh Leads'). With `onSearch` the options come from the server for
 * the typed text (debounced 500 ms); otherwise they are filtered here.
 */
export function PickList({
  label,
  selected,
  onChange,
  options,
  loading,
  onSearch,
  testId,
  width = "w-64",
}: {
  label: string;
  selected: string[];
  onChange: (values: string[]) => void;
  options: PickOption[];
  loading?: boolean;
  onSearch?: (text: string) => void;
  testId?: string;
  width?: string;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  useDebounced(text, (t) => onSearch?.(t), ADMIN_DEBOUNCE_MS);
  const labels = new Map(options.map((o) => [o.value, o.label]));
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  const summary = selected.length === 0 ? null : selected.length === 1 ? (labels.get(selected[0]!) ?? selected[0]) : `${selected.length} selected`;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" className={`${width} justify-between gap-2`} data-testid={testId}>
          <span className="truncate">{label}</span>
          <span className="flex min-w-0 items-center gap-1">
            {summary && (
              <Badge variant="secondary" className="max-w-36 truncate rounded-sm px-1 font-normal">
                {summary}
              </Badge>
            )}
            <ChevronDown className="opacity-50" aria-hidden />
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 p-0" align="start">
        <PickOptions
          label={label}
          text={text}
          onText={setText}
          localFilter={!onSearch}
          loading={loading}
          options={options}
          selected={selected}
          onChange={onChange}
          onToggle={toggle}
          testId={testId}
        />
      </PopoverContent>
    </Popover>
  );
}
