import { z } from "zod";
import { DAY_MS } from "@/lib/config/constants";

// Event logs (spec 000 §3 'Log event', §7 POST v2/logs): page views, button clicks and menu opens,
// sent fire-and-forget by the browser. Client-safe.

import { LOG_BATCH_MAX, LOG_EVENT_TYPES } from "./constants";

export { LOG_BATCH_MAX, LOG_EVENT_TYPES, type LogEventType } from "./constants";
/** A batch body larger than this is refused (413) before it is parsed. */
export const LOG_BODY_MAX_BYTES = 64 * 1024;
/** Events are kept this long by default (EVENT_LOG_RETENTION_DAYS), then a daily job deletes them. */
export const EVENT_LOG_RETENTION_DAYS = 90;

export const logEventSchema = z.object({
  timestamp: z.iso.datetime({ offset: true }),
  action: z.string().trim().min(1).max(200),
  type: z.enum(LOG_EVENT_TYPES),
  page: z.string().trim().min(1).max(500),
});
export type LogEvent = z.infer<typeof logEventSchema>;

/** POST v2/logs: `{ events: [...] }` (1–50), or one event on its own (spec 000 §7). */
export const logBatchSchema = z.union([
  z.object({ events: z.array(logEventSchema).min(1).max(LOG_BATCH_MAX) }),
  logEventSchema.transform((e) => ({ events: [e] })),
]);

/** An event's time is believed within the last day and up to 5 minutes ahead (clock skew); else dropped. */
export function acceptedAt(timestamp: string, now = Date.now()): Date | null {
  const t = Date.parse(timestamp);
  if (!Number.isFinite(t) || t < now - DAY_MS || t > now + 5 * 60 * 1000) return null;
  return new Date(t);
}

export type ActivityEntry = { id: number; timestamp: string; action: string; type: string; page: string; created_at: string };
export type ActivityPage = { count: number; items: ActivityEntry[] };
