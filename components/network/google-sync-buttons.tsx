"use client";

import { Calendar, Mail } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/http/client";

/** Starts the Google login for Gmail and Calendar: the server answers a URL to go to. */
export async function startGoogleSync() {
  try {
    const res = await api<{ url: string | null; synced?: boolean }>("v1/gmail-login");
    if (res.data.synced) toast.info("Gmail and Calendar are already synced.");
    else if (res.data.url) window.location.assign(res.data.url);
  } catch {
    toast.error("Something went wrong, please try again later");
  }
}

/** Gmail and Calendar both start the Google login. */
export function GoogleSyncButtons({ size = "sm" }: { size?: "sm" | "default" }) {
  const start = () => void startGoogleSync();
  return (
    <>
      <Button variant="outline" size={size} onClick={start} data-testid="sync-gmail-button">
        <Mail aria-hidden /> Gmail
      </Button>
      <Button variant="outline" size={size} onClick={start} data-testid="sync-calendar-button">
        <Calendar aria-hidden /> Calendar
      </Button>
    </>
  );
}
