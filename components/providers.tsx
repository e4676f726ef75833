"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Toaster } from "@/components/ui/sonner";
import { TOAST_DURATION_MS } from "@/lib/config/constants";
import { onSessionEnd, SessionRedirectError } from "@/lib/http/client";

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
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* One toast at a time, 5 s each (spec 000 §9). */}
      <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} position="top-right" richColors closeButton />
    </QueryClientProvider>
  );
}
