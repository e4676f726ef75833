"use client";

import { SlidersHorizontal } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { TAG_GROUPS, type TagFilter } from "@/lib/leads/pipeline-params";
import { DIRECT_ANY, FirstTwo } from "./relation-badges";

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
