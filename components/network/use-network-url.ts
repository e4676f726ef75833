"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { useUrlStateSetter } from "@/components/common/use-url-state";
import { changeNetworkParams, readNetworkParams, writeNetworkParams, type NetworkParams } from "@/lib/network/url-params";

export type SetNetworkParams = (change: Partial<NetworkParams>) => void;

/** The network view in the URL (spec 001 §2): the view read, and `setParams` to change it in place. */
export function useNetworkUrl() {
  const searchParams = useSearchParams();
  const params = useMemo(() => readNetworkParams(new URLSearchParams(searchParams.toString())), [searchParams]);
  const setParams: SetNetworkParams = useUrlStateSetter(params, changeNetworkParams, writeNetworkParams);
  // The account menu's 'Sync with LinkedIn' opens the upload dialog through ?dialog=upload.
  const askedForUpload = searchParams.get("dialog") === "upload";
  return { params, setParams, askedForUpload };
}
