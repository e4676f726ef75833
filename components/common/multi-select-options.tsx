"use client";

import { Check } from "lucide-react";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandSeparator } from "@/components/ui/command";

export type MultiSelectOption = { value: string; label: string; colour?: string };

/**
 * Where the multi-select stands. 'filter': a compact button in a toolbar, 'Deselect All' under the
 * options once something is chosen (spec 001 §2 'Network'). 'field': a form field as wide as its
 * column, 'Select all' and 'Deselect all' above the options (spec 001 §2 'Refresh Leads', §5 'Report filters').
 */
export type MultiSelectLook = "filter" | "field";

type Choice = { selected: string[]; onChange: (values: string[]) => void };

/** The open multi-select: its search, every option with its check, and the bulk entries of its look (multi-select.tsx). */
export function MultiSelectOptions({
  look,
  label,
  text,
  onText,
  localFilter,
  loading,
  options,
  selected,
  onChange,
  testId,
}: Choice & {
  look: MultiSelectLook;
  label: string;
  text: string;
  onText: (text: string) => void;
  /** Filter the options here (no server search). */
  localFilter: boolean;
  loading?: boolean;
  options: MultiSelectOption[];
  testId?: string;
}) {
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <Command shouldFilter={localFilter}>
      {/* Loaded after the popover opened, so it takes the focus itself (the popover focused before it existed). */}
      <CommandInput autoFocus placeholder={`Search ${label.toLowerCase()}…`} value={text} onValueChange={onText} />
      <CommandList>
        <CommandEmpty>{loading ? "Loading…" : "No results."}</CommandEmpty>
        {look === "field" && <SelectAllEntries options={options} selected={selected} onChange={onChange} testId={testId} />}
        <CommandGroup>
          {options.map((o) => (
            // The value names the option too: two options may share a label (two leads of one name).
            <CommandItem key={o.value} value={`${o.label} ${o.value}`} onSelect={() => toggle(o.value)}>
              <div className={`flex size-4 shrink-0 items-center justify-center rounded-sm border ${selected.includes(o.value) ? "bg-primary text-primary-foreground" : "opacity-50"}`}>
                {selected.includes(o.value) && <Check className="size-3" aria-hidden />}
              </div>
              {o.colour && <span className="size-2 rounded-full" style={{ background: o.colour }} aria-hidden />}
              <span className="truncate">{o.label}</span>
            </CommandItem>
          ))}
        </CommandGroup>
        {look === "filter" && selected.length > 0 && (
          <>
            <CommandSeparator />
            <CommandGroup>
              <CommandItem onSelect={() => onChange([])} className="justify-center text-center">
                Deselect All
              </CommandItem>
            </CommandGroup>
          </>
        )}
      </CommandList>
    </Command>
  );
}

/** 'Select all' (every option listed) and 'Deselect all' above the options (spec 001 §5). */
function SelectAllEntries({ options, selected, onChange, testId }: Choice & { options: MultiSelectOption[]; testId?: string }) {
  return (
    <>
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
    </>
  );
}
