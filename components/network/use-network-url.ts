"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { changeNetworkParams, readNetworkParams, writeNetworkParams, type NetworkParams } from "@/lib/network/url-params";

export type SetNetworkParams = (change: Partial<NetworkParams>) => void;

/** The network view in the URL (spec 001 §2): the view read, and `setParams` to change it in place (no new history entry, no scroll). */
export function useNetworkUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => readNetworkParams(new URLSearchParams(searchParams.toString())), [searchParams]);
  const setParams: SetNetworkParams = useCallback(
    (change) => router.replace(`${pathname}${writeNetworkParams(changeNetworkParams(params, change))}`, { scroll: false }),
    [params, pathname, router],
  );
  // The account menu's 'Sync with LinkedIn' opens the upload dialog through ?dialog=upload.
  const askedForUpload = searchParams.get("dialog") === "upload";
  return { params, setParams, askedForUpload };
}
