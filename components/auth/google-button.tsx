"use client";

import { useState } from "react";
import { fetchProviderUrl } from "@/lib/auth/sign-in-calls";
import { showToast } from "@/components/common/lazy-toast";
import { PLAIN } from "./plain-ui";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path fill="#EA4335" d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.4 12 2.4 6.7 2.4 2.4 6.7 2.4 12s4.3 9.6 9.6 9.6c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z" />
    </svg>
  );
}

function LinkedinMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path fill="#0A66C2" d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

/** Starts a provider sign-in: asks the server for the provider URL (data.url) and goes there. */
function useProviderRedirect(path: string) {
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      window.location.assign(await fetchProviderUrl(path));
    } catch {
      void showToast("error", "Something went wrong");
      setPending(false);
    }
  };
  return { pending, start };
}

/** 'Sign in with Google' (GET /api/v2/google-login). */
export function GoogleButton({ label }: { label: string }) {
  const { pending, start } = useProviderRedirect("v2/google-login");
  return (
    <button type="button" data-slot="button" className={PLAIN.outlineButtonWide} onClick={start} disabled={pending}>
      <GoogleMark /> {label}
    </button>
  );
}

/** 'Sign in with LinkedIn' (GET /api/v1/linkedin-login). */
export function LinkedinButton({ label }: { label: string }) {
  const { pending, start } = useProviderRedirect("/api/v1/linkedin-login");
  return (
    <button type="button" data-slot="button" className={PLAIN.outlineButtonWide} onClick={start} disabled={pending}>
      <LinkedinMark /> {label}
    </button>
  );
}
