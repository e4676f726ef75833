"use client";

import { Calendar, Mail } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { fetchGoogleLinkStart } from "@/lib/network/hooks";

/** Starts the Google login for Gmail and Calendar: the server answers a URL to go to. */
export async function startGoogleSync() {
  try {
    const link = await fetchGoogleLinkStart();
    if (link.synced) toast.info("Gmail and Calendar are already synced.");
    else if (link.url) window.location.assign(link.url);
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
