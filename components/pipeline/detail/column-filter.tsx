"use client";

import { Filter } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

export type FilterSection = { key: string; label: string; options: string[]; selected: string[] };

/** One column's filter: a popover of checkbox sections (values OR within a section). */
export function ColumnFilter({ column, sections, onChange }: { column: string; sections: FilterSection[]; onChange: (key: string, values: string[]) => void }) {
  const active = sections.reduce((n, s) => n + s.selected.length, 0);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon-xs" aria-label={`Filter ${column}`} className={cn(active > 0 && "text-primary")}>
          <Filter />
          {active > 0 && <span className="sr-only">{active} active</span>}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72" align="start">
        <div className="grid max-h-96 gap-3 overflow-y-auto">
          {sections.map((s) => (
            <fieldset key={s.key} className="grid gap-1.5">
              <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{s.label}</legend>
              {s.options.length === 0 && <p className="text-xs text-muted-foreground">No values.</p>}
              {s.options.map((o) => {
                const id = `f-${s.key}-${o}`;
                const on = s.selected.includes(o);
                return (
                  <div key={o} className="flex items-center gap-2">
                    <Checkbox id={id} checked={on} onCheckedChange={(v) => onChange(s.key, v === true ? [...s.selected, o] : s.selected.filter((x) => x !== o))} />
                    <Label htmlFor={id} className="truncate font-normal" title={o}>
                      {o}
                    </Label>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
