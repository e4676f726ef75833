"use client";

import { Calendar, Mail } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useUserDetails } from "@/lib/auth/hooks";
import { fetchGoogleLinkStart } from "@/lib/network/hooks";

/** Said where a Gmail/Calendar button would be, on a server without Google set up. */
export const GOOGLE_SYNC_NOT_SET_UP = "Gmail and Calendar sync is not set up on this server. Ask your administrator.";

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

/** Whether this server can link Gmail and Calendar (true until the member's details say otherwise). */
export function useGoogleSyncAvailable(): boolean {
  const user = useUserDetails();
  return user.data?.integrations.gmail_calendar ?? true;
}

/** Gmail and Calendar both start the Google login — or, where Google is not set up, say so. */
export function GoogleSyncButtons({ size = "sm" }: { size?: "sm" | "default" }) {
  const available = useGoogleSyncAvailable();
  if (!available)
    return (
      <p className="max-w-72 self-center text-xs text-muted-foreground" data-testid="google-sync-unavailable">
        {GOOGLE_SYNC_NOT_SET_UP}
      </p>
    );
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
