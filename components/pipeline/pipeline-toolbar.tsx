"use client";

import { ArrowDownWideNarrow, CircleHelp, Handshake } from "lucide-react";
import type { ReactNode } from "react";
import { SearchBox } from "@/components/common/search-box";
import { Button } from "@/components/ui/button";
import { useTour } from "@/components/onboarding/tour-provider";
import { AiSortButton } from "./ai-sort-button";
import { RelationFilter } from "./relation-filter";
import type { PipelineUrl } from "./use-pipeline-url";

/** The search box and the view's filters and sorts, all written to the URL; `children` (the selection's actions) at the right end. */
export function PipelineToolbar({ url, children }: { url: PipelineUrl; children: ReactNode }) {
  const { params, go, searchText, setSearchText } = url;
  const { startTour } = useTour();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="w-56" data-tour="pipeline-search">
        <SearchBox value={searchText} onChange={setSearchText} placeholder="Search leads" aria-label="Search leads" />
      </div>
      <span data-tour="pipeline-filter">
        <RelationFilter value={params.tag} onApply={(tag) => go({ tag })} />
      </span>
      <Button
        variant={params.intro ? "secondary" : "outline"}
        aria-pressed={Boolean(params.intro)}
        aria-label="Open intro requests"
        title="Only leads with an open intro request"
        onClick={() => go({ intro: params.intro ? undefined : "open" })}
      >
        <Handshake aria-hidden /> Intros
      </Button>
      {/* Issue 28: the leads whose best way in is strongest first (then more paths, then the newest). */}
      <Button
        variant={params.sort === "strength" ? "secondary" : "outline"}
        aria-pressed={params.sort === "strength"}
        onClick={() => go({ sort: params.sort === "strength" ? undefined : "strength" })}
        data-testid="sort-strength"
      >
        <ArrowDownWideNarrow aria-hidden /> Best strength first
      </Button>
      <AiSortButton sort={params.sort} onSort={(sort) => go({ sort })} />
      <Button variant="ghost" onClick={() => void startTour("PIPELINE")}>
        <CircleHelp aria-hidden /> How to use
      </Button>
      <div className="ml-auto flex items-center gap-2">{children}</div>
    </div>
  );
}
