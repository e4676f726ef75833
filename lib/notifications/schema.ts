import { z } from "zod";

export const notificationQuery = z.object({ type: z.string().max(50).optional() });
export const notificationIdQuery = z.object({ id: z.uuid("Unknown notification") });

export type NotificationDto = { id: string; type: string; message: string; data: Record<string, unknown> | null; created_at: string };

/** The site-wide notice (spec 001 §7 'the message call'): shown as a warning when not empty. */
export const SITE_NOTICE_MAX = 500;
export const siteNoticeSchema = z.object({ message: z.string().trim().max(SITE_NOTICE_MAX, `The notice must be at most ${SITE_NOTICE_MAX} characters`) });
export type SiteNotice = { message: string; source: "admin" | "env" | "none" };

/**
 * Alerts (issue 29): the notifications the header's bell lists until the member marks them read. Each
 * carries `data.href`, where it leads, and the evidence that raised it (`data.reason`).
 */
export const ALERT_TYPES = {
  /** A lead's first Good path, or a better best path than before (lib/paths, on a metrics refresh). */
  warmPath: "WARM_PATH",
  /** A lead's person now works elsewhere, by the member's own new facts (lib/leads). */
  leadMoved: "LEAD_MOVED",
  /** A connection joined a company where the member has leads (lib/leads). */
  joinedLeadCompany: "JOINED_LEAD_COMPANY",
  /** An intro request waits for the member's answer (lib/intros). */
  introRequested: "INTRO_REQUEST",
  /** A teammate accepted or declined the member's intro request; `data.reason` is their note (lib/intros). */
  introAnswered: "INTRO_ANSWER",
  /** The requester withdrew a request the member was asked (lib/intros). */
  introWithdrawn: "INTRO_WITHDRAWN",
} as const;
export const ALERT_TYPE_LIST = Object.values(ALERT_TYPES);

export type AlertList = { data: NotificationDto[]; unread: number };

export const notificationSettingsSchema = z.object({ daily_digest: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
