"use client";

import { Button } from "@/components/ui/button";
import { comingSoon } from "@/lib/ui/coming-soon";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path fill="#EA4335" d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.4 12 2.4 6.7 2.4 2.4 6.7 2.4 12s4.3 9.6 9.6 9.6c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z" />
    </svg>
  );
}

/** 'Sign in with Google'. The accounts issue wires it to GET /api/v2/google-login. */
export function GoogleButton({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <Button type="button" variant="outline" className="w-full" onClick={onClick ?? comingSoon}>
      <GoogleMark /> {label}
    </Button>
  );
}
