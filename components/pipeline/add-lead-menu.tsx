"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, CreditCard, FileUp, UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { userDetailsQuery } from "@/lib/auth/hooks";
import { ADD_NETWORK_TOAST_MS } from "@/lib/config/constants";
import { fetchUploadStatus } from "@/lib/network/hooks";
import { openPlanDialog } from "@/lib/payments/hooks";

/**
 * The Add New Lead dropdown and its guards (spec 001 §2): no connections → the 'Add Network'
 * toast for 50 s; LinkedIn sync with nothing completed but some pending → wait; else it opens.
 */
export function AddLeadMenu({ onUploadCsv, onUploadNew }: { onUploadCsv: () => void; onUploadNew: () => void }) {
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const router = useRouter();
  const qc = useQueryClient();

  async function guard() {
    setChecking(true);
    try {
      const user = await qc.fetchQuery({ ...userDetailsQuery, staleTime: 0 });
      if (!user.connections) {
        toast("Add network first to add a lead", {
          duration: ADD_NETWORK_TOAST_MS,
          action: { label: "Add Network", onClick: () => router.push("/network/") },
        });
        return;
      }
      // An upload status that cannot be read does not hold the member back.
      const status = await fetchUploadStatus().catch(() => null);
      const li = status?.linkedin;
      if (li && !li.completed && (li.pending ?? 0) > 0) {
        toast("Wait until the network sync to complete");
        return;
      }
      setOpen(true);
    } finally {
      setChecking(false);
    }
  }

  return (
    <DropdownMenu open={open} onOpenChange={(o) => (o ? void guard() : setOpen(false))}>
      <DropdownMenuTrigger asChild>
        <Button disabled={checking}>
          <UserPlus aria-hidden /> Add New Lead <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onUploadCsv}>
          <FileUp aria-hidden /> Upload CSV
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onUploadNew}>
          <UserPlus aria-hidden /> Upload New
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openPlanDialog()}>
          <CreditCard aria-hidden /> Add Credits
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
