"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { LoadingHint } from "@/components/common/loading-hint";
import { errorMessage } from "@/lib/http/client";
import { finishGoogleLink } from "@/lib/network/hooks";

/** /auth/google-callback: hands the code to the server, then back to the network page. */
export function GoogleCallback() {
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const body = { code: params.get("code") ?? undefined, state: params.get("state") ?? undefined, error: params.get("error") ?? undefined };
    finishGoogleLink(body)
      .then((res) => {
        toast.success(res.message);
        router.replace("/network/");
      })
      .catch((e) => setError(errorMessage(e)));
  }, [params, router]);

  if (!error) return <LoadingHint />;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold">Connecting Google</h1>
      <p className="text-sm text-destructive" role="alert">
        {error}
      </p>
      <Button variant="outline" onClick={() => router.replace("/network/")}>
        Go Back
      </Button>
    </div>
  );
}
