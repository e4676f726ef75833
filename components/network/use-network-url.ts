"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { changeNetworkParams, readNetworkParams, writeNetworkParams, type NetworkParams } from "@/lib/network/url-params";

export type SetNetworkParams = (change: Partial<NetworkParams>) => void;

/** The network view in the URL (spec 001 §2): the view read, and `setParams` to change it in place (no new history entry, no scroll). */
export function useNetworkUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => readNetworkParams(new URLSearchParams(searchParams.toString())), [searchParams]);
  // The view the page is going to. router.replace changes the URL only once its transition renders,
  // so a change made meanwhile ('Deselect All', then the card view) builds on the pending view: built
  // on the URL's, it would put back what the first change took out.
  const view = useRef(params);
  useEffect(() => {
    view.current = params;
  }, [params]);
  const setParams: SetNetworkParams = useCallback(
    (change) => {
      view.current = changeNetworkParams(view.current, change);
      router.replace(`${pathname}${writeNetworkParams(view.current)}`, { scroll: false });
    },
    [pathname, router],
  );
  // The account menu's 'Sync with LinkedIn' opens the upload dialog through ?dialog=upload.
  const askedForUpload = searchParams.get("dialog") === "upload";
  return { params, setParams, askedForUpload };
}
