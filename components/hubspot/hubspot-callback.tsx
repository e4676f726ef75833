"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { LoadingHint } from "@/components/common/loading-hint";
import { Button } from "@/components/ui/button";
import { userDetailsQuery } from "@/lib/auth/hooks";
import { errorMessage } from "@/lib/http/client";
import { finishHubspotConnect } from "@/lib/hubspot/hooks";
import { HUBSPOT_TEXTS } from "@/lib/hubspot/constants";

/**
 * /auth/hubspot-callback (spec 000 §2, §8): hands HubSpot's code to the server, then on to the
 * pipeline; an error, or 'Hubspot account already connected', shows with Go Back.
 */
export function HubspotCallback() {
  const router = useRouter();
  const params = useSearchParams();
  const qc = useQueryClient();
  const [failure, setError] = useState<string | null>(null);
  const sent = useRef(false);
  const code = params.get("code");
  const state = params.get("state");
  // No code (the member said no, or a hand-typed address): nothing to send.
  const error = failure ?? (!code || !state ? params.get("error_description") || HUBSPOT_TEXTS.refused : null);

  useEffect(() => {
    if (sent.current || !code || !state) return;
    sent.current = true;
    finishHubspotConnect({ code, state })
      .then(async (res) => {
        toast.success(res.message);
        await qc.invalidateQueries({ queryKey: userDetailsQuery.queryKey });
        router.replace("/pipeline/");
      })
      .catch((e) => setError(errorMessage(e)));
  }, [code, state, router, qc]);

  if (!error) return <LoadingHint />;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold">Connecting HubSpot</h1>
      <p className="text-sm text-destructive" role="alert">
        {error}
      </p>
      <Button variant="outline" onClick={() => router.replace("/pipeline/")}>
        Go Back
      </Button>
    </div>
  );
}
