"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useUserDetails } from "@/lib/auth/hooks";
import { errorMessage } from "@/lib/http/client";
import { createLeadCall } from "@/lib/leads/hooks";
import type { CsvSummary } from "@/lib/leads/csv-rows";
import { leadKeys } from "@/lib/leads/keys";
import { isOutOfCredits } from "./out-of-credits";
import { keepWaiting, setWaiting, type WaitingLead } from "./waiting-leads";

/** A row to send: its lead (null when the row is skipped), where it came from and its line. */
export type RowToSend = { lead: WaitingLead["lead"] | null; from: string; row: number | null };

/**
 * Sends leads one by one (each a credit, spec 001 §5) with progress. A 402 stops it: the rows not
 * reached are kept (waiting-leads.ts) to be sent from there once there are credits (issue 27 §5).
 * `resuming`: the rows are the waiting ones — each sent row leaves the kept list as it goes, so a
 * closed tab resumes after the last row sent, never before.
 */
export function useLeadSender() {
  const qc = useQueryClient();
  const user = useUserDetails();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const busy = useRef(false);

  async function send(rows: RowToSend[], { resuming = false } = {}): Promise<CsvSummary> {
    const userId = user.data?.id;
    busy.current = true;
    const result: CsvSummary = { added: 0, skipped: 0, failed: [], stopped: null };
    const waitingAfter = (i: number): WaitingLead[] => rows.slice(i).flatMap((r) => (r.lead ? [{ lead: r.lead, from: r.from, row: r.row }] : []));
    setProgress({ done: 0, total: rows.length });
    try {
      for (let i = 0; i < rows.length; i++) {
        const { lead, row } = rows[i]!;
        if (!lead) result.skipped++;
        else {
          try {
            await createLeadCall(lead);
            result.added++;
          } catch (err) {
            if (isOutOfCredits(err)) {
              const waiting = waitingAfter(i);
              if (userId) (resuming ? setWaiting : keepWaiting)(userId, waiting);
              result.stopped = { row, waiting: waiting.length };
              break;
            }
            result.failed.push({ row, message: errorMessage(err, "Unable to add lead") });
          }
        }
        if (resuming && userId) setWaiting(userId, waitingAfter(i + 1));
        setProgress({ done: i + 1, total: rows.length });
      }
    } finally {
      busy.current = false;
      void qc.invalidateQueries({ queryKey: leadKeys.all });
      void qc.invalidateQueries({ queryKey: leadKeys.lists });
      void qc.invalidateQueries({ queryKey: leadKeys.credit });
    }
    return result;
  }

  return { send, progress, setProgress, busy };
}
