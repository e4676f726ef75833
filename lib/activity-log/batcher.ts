import { LOG_BATCH_MAX, LOG_FLUSH_AT, LOG_FLUSH_EVERY_MS, LOG_TEXT_MAX, type LogEventType } from "./constants";

// The browser side of event logs (spec 000 §3): events are queued, sent in batches, and never allowed
// to break or slow the page — a failed or offline send is dropped, not retried. Pure of the DOM, so
// the rules are unit-tested with fake timers; lib/activity-log/dom-events.ts wires it to the page.

export type QueuedEvent = { timestamp: string; action: string; type: LogEventType; page: string };
/** Sends one batch; `unloading`: the page is going away (use sendBeacon). Must not throw. */
export type SendBatch = (events: QueuedEvent[], unloading: boolean) => void;

export class EventBatcher {
  private queue: QueuedEvent[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly send: SendBatch,
    private readonly env: { now?: () => number; online?: () => boolean } = {},
  ) {}

  add(type: LogEventType, action: string, page: string) {
    const text = action.replace(/\s+/g, " ").trim().slice(0, LOG_TEXT_MAX);
    if (!text) return;
    this.queue.push({ timestamp: new Date(this.env.now?.() ?? Date.now()).toISOString(), type, action: text, page: page.slice(0, LOG_TEXT_MAX * 2) });
    // A runaway page (a click loop) keeps only the newest events, never an unbounded queue.
    if (this.queue.length > LOG_BATCH_MAX * 4) this.queue.splice(0, this.queue.length - LOG_BATCH_MAX * 4);
    if (this.queue.length >= LOG_FLUSH_AT) this.flush(false);
  }

  /** Sends what is queued, in batches of at most LOG_BATCH_MAX; offline, the events are dropped. */
  flush(unloading: boolean) {
    if (!this.queue.length) return;
    const events = this.queue.splice(0);
    if (this.env.online && !this.env.online()) return;
    for (let i = 0; i < events.length; i += LOG_BATCH_MAX) {
      try {
        this.send(events.slice(i, i + LOG_BATCH_MAX), unloading);
      } catch {
        // Logging never breaks the page.
      }
    }
  }

  start(everyMs = LOG_FLUSH_EVERY_MS) {
    if (this.timer) return;
    this.timer = setInterval(() => this.flush(false), everyMs);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get pending(): number {
    return this.queue.length;
  }
}
