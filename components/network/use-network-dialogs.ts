"use client";

import { useState } from "react";
import type { NetworkConnection } from "@/lib/network/schema";

export type NetworkDialog = "upload" | "contact" | "extended" | "relationship" | "private-by";
export type NetworkDialogs = ReturnType<typeof useNetworkDialogs>;

/** Which of the network's dialogs is open: one of the adding ones, or a connection's tags or deletion. */
export function useNetworkDialogs(initial: NetworkDialog | null) {
  const [dialog, setDialog] = useState<NetworkDialog | null>(initial);
  const [editing, setEditing] = useState<NetworkConnection | null>(null);
  const [deleting, setDeleting] = useState<{ ids: string[]; name?: string }>({ ids: [] });
  return { dialog, setDialog, editing, setEditing, deleting, setDeleting };
}
