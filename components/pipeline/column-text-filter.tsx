"use client";

import { Filter, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

/** A leads-table column filter: values typed one by one (OR within the column). */
export function ColumnTextFilter({ column, values, onChange }: { column: string; values: string[]; onChange: (values: string[]) => void }) {
  const [text, setText] = useState("");
  function add() {
    const v = text.trim();
    if (v && !values.includes(v)) onChange([...values, v]);
    setText("");
  }
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon-xs" aria-label={`Filter ${column}`} className={cn(values.length > 0 && "text-primary")}>
          <Filter />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64" align="start">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={`${column} contains…`} aria-label={`${column} filter`} maxLength={200} />
          <Button type="submit" size="sm" disabled={!text.trim()}>
            Add
          </Button>
        </form>
        {values.length > 0 && (
          <div className="mt-3 flex flex-wrap gap-1">
            {values.map((v) => (
              <Badge key={v} variant="secondary" className="gap-1">
                <span className="max-w-36 truncate">{v}</span>
                <button type="button" aria-label={`Remove ${v}`} onClick={() => onChange(values.filter((x) => x !== v))}>
                  <X className="size-3" />
                </button>
              </Badge>
            ))}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
