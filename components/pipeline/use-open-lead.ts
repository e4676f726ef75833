"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { pipelineHref, stripProfileUrn } from "@/lib/links/codec";
import { creditQuery } from "@/lib/leads/hooks";
import type { LeadRow } from "@/lib/pipeline/types";

/**
 * Opening a lead goes to /pipeline/{encoded}. A lead that arrived uncharged costs a credit on first
 * open; with none left the out-of-credits notice shows and navigation is blocked (spec 001 §8).
 */
export function useOpenLead() {
  const router = useRouter();
  const qc = useQueryClient();
  const [blocked, setBlocked] = useState<string | null>(null);
  async function open(lead: Partial<LeadRow>) {
    if (!lead.id) return;
    const uncharged = (lead.upload_type === "crm" || lead.upload_type === "free") && !lead.has_visited;
    if (uncharged) {
      const data = await qc.fetchQuery({ ...creditQuery, staleTime: 0 });
      if (data.remaining <= 0) {
        setBlocked(lead.name ?? "this lead");
        return;
      }
    }
    router.push(pipelineHref({ id: lead.id, target: stripProfileUrn(lead.connected_user), can_process: true }));
  }
  return { open, blocked, clearBlocked: () => setBlocked(null) };
}
