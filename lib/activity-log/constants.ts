// Event-log constants, zod-free: the browser's batcher loads with every signed-in page (issue 11).

export const LOG_EVENT_TYPES = ["page_view", "button_click", "drop_down_open"] as const;
export type LogEventType = (typeof LOG_EVENT_TYPES)[number];

/** One batch holds at most this many events; the browser flushes at LOG_FLUSH_AT. */
export const LOG_BATCH_MAX = 50;
export const LOG_FLUSH_AT = 20;
/** The browser sends what it has at least this often. */
export const LOG_FLUSH_EVERY_MS = 10_000;
/** Longest action or page text the browser sends (the server caps them too). */
export const LOG_TEXT_MAX = 200;
