"use client";

import dynamic from "next/dynamic";
import { SESSION_NOTICES } from "@/lib/auth/redirects";

// The modal (Radix) is loaded only when the login page's query carries a session type.
const SessionNoticeDialog = dynamic(() => import("./session-notice-dialog").then((m) => m.SessionNoticeDialog));

/** The login page's modal for `?type=expired|session_expired|version_mismatch`, with Continue. */
export function SessionNotice({ type }: { type: string | null }) {
  const text = type ? SESSION_NOTICES[type] : undefined;
  if (!type || !text) return null;
  return <SessionNoticeDialog type={type} text={text} />;
}
