"use client";

import { SlidersHorizontal } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { TAG_GROUPS, type TagFilter } from "@/lib/leads/pipeline-params";

/** Badges: the first two values then +N (spec 001 §2). */
export function FirstTwo({ values }: { values: string[] }) {
  if (!values.length) return null;
  return (
    <span className="flex items-center gap-1 normal-case">
      {values.slice(0, 2).map((v) => (
        <Badge key={v} variant="secondary" className="max-w-28 truncate">
          {v}
        </Badge>
      ))}
      {values.length > 2 && <Badge variant="outline">+{values.length - 2}</Badge>}
    </span>
  );
}

/** The Direct tab's first choice: any direct connect at all (its badge says the same). */
export const DIRECT_ANY = "Any direct connect";

// The panel (tabs, every relation value) loads the first time the filter opens.
const RelationFilterPanel = dynamic(() => import("./relation-filter-panel").then((m) => m.RelationFilterPanel), {
  loading: () => <p className="text-sm text-muted-foreground">Loading relations…</p>,
});

export function RelationFilter({ value, onApply }: { value: TagFilter; onApply: (v: TagFilter) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TagFilter>(value);
  const all = [...(value.direct ? [DIRECT_ANY] : []), ...TAG_GROUPS.flatMap((g) => value[g] ?? [])];
  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        if (o) setDraft(value);
        setOpen(o);
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="outline" className="max-w-80">
          <SlidersHorizontal aria-hidden /> Relations Filters
          <FirstTwo values={all} />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-96" align="start">
        <RelationFilterPanel
          draft={draft}
          onDraft={setDraft}
          onApply={(v) => {
            onApply(v);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
