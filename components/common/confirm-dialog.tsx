"use client";

import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Disables the confirm button (a request is running). */
  pending?: boolean;
  destructive?: boolean;
  /** Runs on confirm; the dialog stays open, so the caller closes it once the work succeeds. */
  onConfirm: () => void | Promise<void>;
  confirmTestId?: string;
};

/** A Cancel / confirm question over the page (delete, revoke, log out…). */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pending, destructive, onConfirm, confirmTestId }: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            disabled={pending}
            data-testid={confirmTestId}
            onClick={(e) => {
              // Radix closes the dialog on Action by default; keep it open until the work is done.
              e.preventDefault();
              void onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
