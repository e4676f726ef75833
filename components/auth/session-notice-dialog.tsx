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
import { SESSION_NOTICES } from "@/lib/auth/redirects";

/** The login page's modal for `?type=expired|session_expired|version_mismatch`, with Continue. */
export function SessionNotice({ type }: { type: string | null }) {
  const router = useRouter();
  const text = type ? SESSION_NOTICES[type] : undefined;
  if (!text) return null;
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
