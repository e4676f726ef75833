"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { useDebounced } from "@/components/common/use-debounced";
import { pipelineListBody, readPipelineParams, withGlobalSearch, writePipelineParams, type PipelineParams } from "@/lib/leads/pipeline-params";
import { nextPipelineView, withColumnFilter } from "./pipeline-view";

export type PipelineUrl = ReturnType<typeof usePipelineUrl>;

/**
 * The pipeline view, which lives in the URL query (spec 001 §2): the view read, `go` to another,
 * and the search box's text, written to the URL after 500 ms of quiet (spec 001 §5).
 */
export function usePipelineUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const params = useMemo(() => readPipelineParams(new URLSearchParams(search.toString())), [search]);
  const body = useMemo(() => pipelineListBody(params), [params]);

  // The view the page shows or is navigating to. router.push changes the URL only once the server
  // answers, so a change made meanwhile (the debounced search right after picking a list) must
  // build on the pending view, not on the URL it is leaving.
  const view = useRef(params);
  useEffect(() => {
    view.current = params;
  }, [params]);

  function go(change: Partial<PipelineParams>, keepPage = false) {
    view.current = nextPipelineView(view.current, change, keepPage);
    router.push(`${pathname}${writePipelineParams(view.current)}`);
  }

  const [searchText, setSearchText] = useState(params.query.globalSearch ?? "");
  useDebounced(searchText, (text) => {
    if ((view.current.query.globalSearch ?? "") !== text.trim()) go({ query: withGlobalSearch(text.trim()) });
  });

  function filterColumn(field: "name" | "company" | "role", values: string[]) {
    setSearchText("");
    go({ query: withColumnFilter(params.query, field, values) });
  }

  return { params, body, go, searchText, setSearchText, filterColumn };
}
