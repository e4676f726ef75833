"use client";

import { useState } from "react";
import type { PipelineList } from "@/lib/leads/types";
import type { LeadRow } from "@/lib/pipeline/types";

export type PipelineDialogs = ReturnType<typeof usePipelineDialogs>;

/** Which of the pipeline's dialogs is open, and for what: a list, a lead, or the leads chosen. */
export function usePipelineDialogs() {
  const [listForm, setListForm] = useState<{ open: boolean; list: PipelineList | null }>({ open: false, list: null });
  const [deletingList, setDeletingList] = useState<PipelineList | null>(null);
  const [leadForm, setLeadForm] = useState<{ open: boolean; lead: Partial<LeadRow> | null }>({ open: false, lead: null });
  const [csvOpen, setCsvOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Partial<LeadRow>[]>([]);
  const [toList, setToList] = useState<string[]>([]);
  const [fromList, setFromList] = useState<string[]>([]);
  const [toNetwork, setToNetwork] = useState<Partial<LeadRow> | null>(null);
  return {
    listForm,
    setListForm,
    deletingList,
    setDeletingList,
    leadForm,
    setLeadForm,
    csvOpen,
    setCsvOpen,
    toDelete,
    setToDelete,
    toList,
    setToList,
    fromList,
    setFromList,
    toNetwork,
    setToNetwork,
  };
}
