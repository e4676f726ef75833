"use client";

import { Check, ChevronDown } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandSeparator } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useDebounced } from "@/components/network/use-debounced";
import { ADMIN_DEBOUNCE_MS } from "@/lib/admin/schema";

export type PickOption = { value: string; label: string };

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
        <Command shouldFilter={!onSearch}>
          <CommandInput placeholder={`Search ${label.toLowerCase()}…`} value={text} onValueChange={setText} />
          <CommandList>
            <CommandEmpty>{loading ? "Loading…" : "No results."}</CommandEmpty>
            {options.length > 0 && (
              <CommandGroup>
                <CommandItem onSelect={() => onChange([...new Set([...selected, ...options.map((o) => o.value)])])} data-testid={testId ? `${testId}-select-all` : undefined}>
                  Select all
                </CommandItem>
                <CommandItem onSelect={() => onChange([])} disabled={!selected.length}>
                  Deselect all
                </CommandItem>
              </CommandGroup>
            )}
            <CommandSeparator />
            <CommandGroup>
              {options.map((o) => (
                <CommandItem key={o.value} value={`${o.label} ${o.value}`} onSelect={() => toggle(o.value)}>
                  <div className={`flex size-4 shrink-0 items-center justify-center rounded-sm border ${selected.includes(o.value) ? "bg-primary text-primary-foreground" : "opacity-50"}`}>
                    {selected.includes(o.value) && <Check className="size-3" aria-hidden />}
                  </div>
                  <span className="truncate">{o.label}</span>
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
