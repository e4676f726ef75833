"use client";

import { Sparkles, Undo2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useScubaSortRefresh } from "@/lib/pipeline/hooks";
import type { PipelineSort } from "@/lib/leads/pipeline-params";

/** 'Scuba AI Sort' ranks the leads afresh, then shows them in that order; 'Undo AI Sort' goes back to A–Z. */
export function AiSortButton({ sort, onSort }: { sort: PipelineSort; onSort: (sort: PipelineSort) => void }) {
  const scubaSort = useScubaSortRefresh();
  const active = sort === "scuba";
  async function toggle() {
    if (active) return onSort("asc");
    try {
      await scubaSort.mutateAsync();
    } catch {
      toast.error("Something went wrong");
      return;
    }
    onSort("scuba");
  }
  return (
    <Button variant={active ? "secondary" : "outline"} onClick={toggle} disabled={scubaSort.isPending} data-tour="pipeline-ai-sort">
      {active ? <Undo2 aria-hidden /> : <Sparkles aria-hidden />}
      {scubaSort.isPending ? "Ranking…" : active ? "Undo AI Sort" : "Scuba AI Sort"}
    </Button>
  );
}
