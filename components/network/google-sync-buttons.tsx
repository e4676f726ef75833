"use client";

import { Calendar, Mail } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/http/client";

/** Gmail and Calendar both start the Google login: the server answers a URL to go to. */
export function GoogleSyncButtons() {
  async function start() {
    try {
      const res = await api<{ url: string | null; synced?: boolean }>("v1/gmail-login");
      if (res.data.synced) toast.info("Gmail and Calendar are already synced.");
      else if (res.data.url) window.location.assign(res.data.url);
    } catch {
      toast.error("Something went wrong");
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={start} data-testid="sync-gmail-button">
        <Mail aria-hidden /> Gmail
      </Button>
      <Button variant="outline" size="sm" onClick={start} data-testid="sync-calendar-button">
        <Calendar aria-hidden /> Calendar
      </Button>
    </>
  );
}
