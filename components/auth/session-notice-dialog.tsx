"use client";

import { useRouter } from "next/navigation";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/** The login page's modal for `?type=expired|session_expired|version_mismatch`, with Continue. */
export function SessionNoticeDialog({ type, text }: { type: string; text: string }) {
  const router = useRouter();
  const onContinue = () => {
    // A version mismatch needs the new bundle: reload; otherwise just drop the type from the URL.
    if (type === "version_mismatch") window.location.replace("/login/");
    else router.replace("/login/");
  };
  return (
    <AlertDialog open>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{type === "version_mismatch" ? "New version available" : "Signed out"}</AlertDialogTitle>
          <AlertDialogDescription data-testid="session-notice">{text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction onClick={onContinue}>Continue</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
