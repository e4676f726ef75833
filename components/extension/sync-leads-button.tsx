"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Loader2, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { EXTENSION_TEXTS } from "@/lib/extension/constants";
import { enrichFromExtension, extensionKeys, syncLead, useExtensionCheck, useUnsyncedLeads } from "@/lib/extension/hooks";
import { leadKeys } from "@/lib/leads/keys";

/**
 * The pipeline's 'Sync Leads' (spec 001 §2, §4): shown only when leads lack profile facts and the
 * extension answers signed in. Each lead the extension saw is sent to the server ('Syncing x/y');
 * the rest stay unsynced and are counted.
 */
export function SyncLeadsButton() {
  const ext = useExtensionCheck();
  const ready = Boolean(ext.data?.signedIn);
  const unsynced = useUnsyncedLeads(ready);
  const qc = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  if (!ready || !unsynced.data?.length) return null;

  async function run() {
    const leads = unsynced.data!;
    setProgress({ done: 0, total: leads.length });
    try {
      const profiles = await enrichFromExtension(leads);
      let synced = 0;
      let unknown = 0;
      for (const [i, lead] of leads.entries()) {
        const profile = profiles[lead.id];
        if (profile) {
          await syncLead(lead.id, { ...profile, linkedin_url: lead.linkedin_url });
          synced++;
        } else unknown++;
        setProgress({ done: i + 1, total: leads.length });
      }
      toast.success(EXTENSION_TEXTS.synced, {
        description: `${synced} synced${unknown ? `; ${unknown} not seen by the extension yet — open their LinkedIn profiles, then sync again` : ""}.`,
      });
    } catch {
      toast.error("Something went wrong");
    } finally {
      setProgress(null);
      void qc.invalidateQueries({ queryKey: extensionKeys.unsynced });
      void qc.invalidateQueries({ queryKey: leadKeys.all });
    }
  }

  return (
    <Button variant="outline" onClick={() => void run()} disabled={progress !== null}>
      {progress ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
      {progress ? `Syncing ${progress.done}/${progress.total}` : "Sync Leads"}
    </Button>
  );
}
