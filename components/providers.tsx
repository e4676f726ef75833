"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { AppToaster } from "@/components/common/app-toaster";
import { onSessionEnd, SessionRedirectError } from "@/lib/http/client";
import { registerToaster } from "@/lib/ui/toaster-slot";

/**
 * TanStack Query and the Toaster, for the layouts whose pages need them — not the root layout:
 * the sign-in and sign-up pages do without (docs/decisions/011-light-pages.md). The Toaster is drawn
 * by the root layout's slot, so it outlives a move to another route group.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            refetchOnWindowFocus: false,
            // A session redirect is already under way; retrying would only fire more requests.
            retry: (count, error) => !(error instanceof SessionRedirectError) && count < 1,
          },
        },
      }),
  );
  useEffect(() => onSessionEnd(() => queryClient.clear()), [queryClient]);
  useEffect(() => registerToaster(<AppToaster />), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
