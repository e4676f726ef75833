"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { userDetailsQuery } from "@/lib/auth/hooks";
import { networkKeys, useUploadStatus } from "@/lib/network/hooks";
import type { UploadStatus } from "@/lib/network/schema";
import { summaryLine } from "./upload-summary";

/**
 * The network's upload status, and `onUploadStarted` for the uploads this page starts. The end of
 * an upload is announced once ('Base network added successfully', with its summary and a way to the
 * skipped rows) and the list refreshed: when a poll saw it running, or when the job this page started
 * is found finished (a small file may be done before the first poll).
 */
export function useUploadWatch() {
  const status = useUploadStatus();
  const [awaitingJob, setAwaitingJob] = useState<string | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const announced = useCallback(() => setAwaitingJob(null), []);
  const showSummary = useCallback(() => setSummaryOpen(true), []);
  useUploadFinished(status.data?.linkedin, awaitingJob, announced, showSummary);
  const onUploadStarted = (jobId: string) => {
    setAwaitingJob(jobId);
    void status.refetch();
  };
  return { status: status.data, onUploadStarted, summaryOpen, setSummaryOpen };
}

function useUploadFinished(linkedin: UploadStatus["linkedin"] | undefined, awaitingJob: string | null, onAnnounced: () => void, onDetails: () => void) {
  const qc = useQueryClient();
  const wasRunning = useRef(false);
  useEffect(() => {
    if (!linkedin) return;
    const running = linkedin.completed !== linkedin.total;
    const ownJobDone = !!awaitingJob && linkedin.job_id === awaitingJob && !running;
    if ((wasRunning.current && !running) || ownJobDone) {
      onAnnounced();
      if (linkedin.status === "failed") toast.error(linkedin.error || "Something went wrong");
      else toast.success("Base network added successfully", { description: summaryLine(linkedin), action: { label: "Details", onClick: onDetails }, duration: 10_000 });
      void qc.invalidateQueries({ queryKey: networkKeys.connections });
      void qc.invalidateQueries({ queryKey: userDetailsQuery.queryKey });
    }
    wasRunning.current = running;
  }, [linkedin, qc, awaitingJob, onAnnounced, onDetails]);
}
