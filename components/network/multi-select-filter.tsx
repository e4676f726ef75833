"use client";

import { Check, ChevronDown } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandSeparator } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useDebounced } from "./use-debounced";

export type Option = { value: string; label: string; colour?: string };

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
        <Command shouldFilter={!onSearch}>
          <CommandInput placeholder={`Search ${label.toLowerCase()}…`} value={text} onValueChange={setText} />
          <CommandList>
            <CommandEmpty>{loading ? "Loading…" : "No results."}</CommandEmpty>
            <CommandGroup>
              {merged.map((o) => (
                <CommandItem key={o.value} value={o.label} onSelect={() => toggle(o.value)}>
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
                  <CommandItem onSelect={() => onChange([])} className="justify-center text-center">
                    Deselect All
                  </CommandItem>
                </CommandGroup>
              </>
            )}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
