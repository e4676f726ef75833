"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { warmPathCount } from "@/components/pipeline/warm-paths-count";
import type { LeadRow, OpenedLead } from "@/lib/pipeline/types";

/**
 * Opens the lead's paths again when its figures changed after they were opened (issue 27 §2): the
 * lead's row is read again while its figures are pending and on focus (lib/pipeline/hooks.ts); once
 * a row read after the paths were opened names another count than the paths show, a refresh job
 * has finished since (an import, a teammate's network), so the page shows what it found. Opening
 * writes the figures it found, so a row read after it agrees with it: no open repeats itself.
 */
export function useFreshPaths(row: UseQueryResult<Partial<LeadRow> | null>, opened: UseQueryResult<OpenedLead>) {
  const lead = row.data;
  const rowCount = lead && lead.linkedin_user?.relation_metrics_target.some((m) => m.is_latest) ? warmPathCount(lead) : null;
  const shown = opened.data?.total_path;
  const stale = Boolean(lead && !lead.figures_pending && rowCount !== null && shown !== undefined && rowCount !== shown && row.dataUpdatedAt > opened.dataUpdatedAt);
  const { refetch, isFetching } = opened;
  useEffect(() => {
    if (stale && !isFetching) void refetch();
  }, [stale, isFetching, refetch]);
  return { updating: Boolean(opened.data && (lead?.figures_pending || (stale && isFetching))) };
}
