"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CloudDownload, Loader2 } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useUserDetails } from "@/lib/auth/hooks";
import { errorMessage } from "@/lib/http/client";
import { isImportRunning, useHubspotImportStatus, useStartHubspotImport } from "@/lib/hubspot/hooks";
import { HUBSPOT_TEXTS } from "@/lib/hubspot/constants";
import { leadKeys } from "@/lib/leads/keys";

// Spec 001 §2: the CRM flag kept in local storage ('hubspot_login').
const CRM_FLAG = "hubspot_login";
const readFlag = () => typeof window !== "undefined" && window.localStorage.getItem(CRM_FLAG) === "true";

/**
 * The pipeline's 'Import Leads' (spec 001 §2): shown when HubSpot is connected or the CRM flag is
 * set; imports in the background with a running count, then 'Leads imported from hubspot'.
 */
export function HubspotImportButton() {
  const { data: user } = useUserDetails();
  const flag = useSyncExternalStore(
    () => () => {},
    readFlag,
    () => false,
  );
  const shown = Boolean(user?.is_hubspot_connected) || flag;
  const status = useHubspotImportStatus(shown);
  const start = useStartHubspotImport();
  const qc = useQueryClient();
  const running = isImportRunning(status.data) || start.isPending;
  const wasRunning = useRef(false);

  // The end of an import this page watched: say how it went and show the new leads.
  useEffect(() => {
    const now = isImportRunning(status.data);
    if (wasRunning.current && !now && status.data) {
      if (status.data.status === "done") {
        toast.success(HUBSPOT_TEXTS.imported, {
          description: `${status.data.imported} added, ${status.data.duplicates} already in your pipeline${status.data.skipped ? `, ${status.data.skipped} without enough details` : ""}.`,
        });
        void qc.invalidateQueries({ queryKey: leadKeys.all });
      } else toast.error(HUBSPOT_TEXTS.failed);
    }
    wasRunning.current = now;
  }, [status.data, qc]);

  if (!shown) return null;
  return (
    <Button
      variant="outline"
      disabled={running}
      onClick={() => start.mutate(undefined, { onError: (e) => toast.error(errorMessage(e, HUBSPOT_TEXTS.failed)) })}
    >
      {running ? <Loader2 className="animate-spin" aria-hidden /> : <CloudDownload aria-hidden />}
      {running ? `Importing… ${status.data?.completed ?? 0}` : "Import Leads"}
    </Button>
  );
}
