"use client";

import { Check } from "lucide-react";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandSeparator } from "@/components/ui/command";
import type { PickOption } from "./pick-list";

/** The open pick list: search, 'Select all' / 'Deselect all', then every option with its check. */
export function PickOptions({
  label,
  text,
  onText,
  localFilter,
  loading,
  options,
  selected,
  onChange,
  onToggle,
  testId,
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  /** Filter the options here (no server search). */
  localFilter: boolean;
  loading?: boolean;
  options: PickOption[];
  selected: string[];
  onChange: (values: string[]) => void;
  onToggle: (value: string) => void;
  testId?: string;
}) {
  return (
    <Command shouldFilter={localFilter}>
      {/* Loaded after the popover opened, so it takes the focus itself. */}
      <CommandInput autoFocus placeholder={`Search ${label.toLowerCase()}…`} value={text} onValueChange={onText} />
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
            <CommandItem key={o.value} value={`${o.label} ${o.value}`} onSelect={() => onToggle(o.value)}>
              <div className={`flex size-4 shrink-0 items-center justify-center rounded-sm border ${selected.includes(o.value) ? "bg-primary text-primary-foreground" : "opacity-50"}`}>
                {selected.includes(o.value) && <Check className="size-3" aria-hidden />}
              </div>
              <span className="truncate">{o.label}</span>
            </CommandItem>
          ))}
        </CommandGroup>
      </CommandList>
    </Command>
  );
}
