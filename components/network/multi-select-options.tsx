"use client";

import { Check } from "lucide-react";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandSeparator } from "@/components/ui/command";
import type { Option } from "./multi-select-filter";

/** The open filter's searchable choices, with 'Deselect All' when something is selected. */
export function MultiSelectOptions({
  label,
  text,
  onText,
  localFilter,
  loading,
  options,
  selected,
  onToggle,
  onClear,
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  /** Filter the options here (no server search). */
  localFilter: boolean;
  loading?: boolean;
  options: Option[];
  selected: string[];
  onToggle: (value: string) => void;
  onClear: () => void;
}) {
  return (
    <Command shouldFilter={localFilter}>
      {/* Loaded after the popover opened, so it takes the focus itself (the popover focused before it existed). */}
      <CommandInput autoFocus placeholder={`Search ${label.toLowerCase()}…`} value={text} onValueChange={onText} />
      <CommandList>
        <CommandEmpty>{loading ? "Loading…" : "No results."}</CommandEmpty>
        <CommandGroup>
          {options.map((o) => (
            <CommandItem key={o.value} value={o.label} onSelect={() => onToggle(o.value)}>
              <div className={`flex size-4 items-center justify-center rounded-sm border ${selected.includes(o.value) ? "bg-primary text-primary-foreground" : "opacity-50"}`}>
                {selected.includes(o.value) && <Check className="size-3" aria-hidden />}
              </div>
              {o.colour && <span className="size-2 rounded-full" style={{ background: o.colour }} aria-hidden />}
              <span className="truncate">{o.label}</span>
            </CommandItem>
          ))}
        </CommandGroup>
        {selected.length > 0 && (
          <>
            <CommandSeparator />
            <CommandGroup>
              <CommandItem onSelect={onClear} className="justify-center text-center">
                Deselect All
              </CommandItem>
            </CommandGroup>
          </>
        )}
      </CommandList>
    </Command>
  );
}
