import { z } from "zod";

export const notificationQuery = z.object({ type: z.string().max(50).optional() });
export const notificationIdQuery = z.object({ id: z.uuid("Unknown notification") });

export type NotificationDto = { id: string; type: string; message: string; data: Record<string, unknown> | null; created_at: string };

/** The site-wide notice (spec 001 §7 'the message call'): shown as a warning when not empty. */
export const SITE_NOTICE_MAX = 500;
export const siteNoticeSchema = z.object({ message: z.string().trim().max(SITE_NOTICE_MAX, `The notice must be at most ${SITE_NOTICE_MAX} characters`) });
export type SiteNotice = { message: string; source: "admin" | "env" | "none" };
