import "server-only";
import { DAY_MS } from "@/lib/config/constants";
import { enqueueJob } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { consume } from "@/lib/rate-limit";
import * as q from "./queries";
import { acceptedAt, EVENT_LOG_RETENTION_DAYS, type ActivityPage, type LogEvent } from "./schema";

// Event logs (issue 15): what the browser reports of a member's use, kept EVENT_LOG_RETENTION_DAYS
// and shown to a superadmin on the member's session page. Nothing here is ever a secret: the
// browser sends page paths and button labels, never field values.

export const PRUNE_EVENT_LOGS_JOB = "activity-log.prune";

export function retentionDays(): number {
  const n = Number(process.env.EVENT_LOG_RETENTION_DAYS);
  return Number.isInteger(n) && n >= 1 && n <= 3650 ? n : EVENT_LOG_RETENTION_DAYS;
}

/** Stores a member's batch (rate-limited per member: 429 beyond); events outside the time window are dropped. */
export async function recordEvents(userId: string, events: LogEvent[], now = Date.now()): Promise<{ accepted: number }> {
  await consume("event_logs", userId);
  const rows = [];
  for (const e of events) {
    const at = acceptedAt(e.timestamp, now);
    if (at) rows.push({ userId, timestamp: at, action: e.action, type: e.type, page: e.page });
  }
  await q.insertEvents(rows);
  return { accepted: rows.length };
}

/** A member's recent activity, newest first (superadmin: lib/admin). */
export async function listUserActivity(userId: string, skip: number, limit: number): Promise<ActivityPage> {
  const { items, count } = await q.selectUserEvents(userId, skip, limit);
  return {
    count,
    items: items.map((e) => ({ id: e.id, timestamp: e.timestamp.toISOString(), action: e.action, type: e.type, page: e.page, created_at: e.createdAt.toISOString() })),
  };
}

/**
 * The prune job's body: books tomorrow's run first — so a failed delete (retried by the queue) never
 * ends the daily chain — then deletes events older than the retention.
 */
export async function pruneEventLogs(now = new Date()): Promise<number> {
  await schedulePrune(new Date(now.getTime() + DAY_MS));
  const deleted = await q.deleteEventsBefore(new Date(now.getTime() - retentionDays() * DAY_MS));
  log.info("activity_log.pruned", { deleted });
  return deleted;
}

/**
 * Books the prune for the day of `at` (once per day whatever the number of servers or restarts:
 * the day is the job's dedupe key). Called at worker start and by each run for the next day.
 */
export async function schedulePrune(at = new Date()): Promise<void> {
  const day = at.toISOString().slice(0, 10);
  await enqueueJob({ kind: PRUNE_EVENT_LOGS_JOB, dedupeKey: `${PRUNE_EVENT_LOGS_JOB}:${day}`, runAfter: at });
}

/** A deleted account's event logs go with it (issue 31, decision 018). */
export const deleteEventLogsOf = q.deleteEventsOf;
