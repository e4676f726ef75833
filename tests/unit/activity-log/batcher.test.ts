import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EventBatcher, type QueuedEvent } from "@/lib/activity-log/batcher";
import { LOG_BATCH_MAX, LOG_FLUSH_AT, LOG_FLUSH_EVERY_MS } from "@/lib/activity-log/constants";

describe("the event-log batcher", () => {
  let sent: { events: QueuedEvent[]; unloading: boolean }[];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());
  const batcher = (online = true) => new EventBatcher((events, unloading) => sent.push({ events, unloading }), { online: () => online });

  it("sends on the timer, in one batch, with the time of each event", () => {
    const b = batcher();
    b.start();
    vi.setSystemTime(new Date("2026-11-20T10:00:00Z"));
    b.add("page_view", "/pipeline/", "/pipeline/");
    b.add("button_click", "  Add   New Lead ", "/pipeline/");
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(LOG_FLUSH_EVERY_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toEqual([
      { timestamp: "2026-11-20T10:00:00.000Z", type: "page_view", action: "/pipeline/", page: "/pipeline/" },
      { timestamp: "2026-11-20T10:00:00.000Z", type: "button_click", action: "Add New Lead", page: "/pipeline/" },
    ]);
    vi.advanceTimersByTime(LOG_FLUSH_EVERY_MS);
    expect(sent).toHaveLength(1); // nothing new, nothing sent
    b.stop();
  });

  it("flushes early once LOG_FLUSH_AT events wait, and splits into batches of at most LOG_BATCH_MAX", () => {
    const b = batcher();
    for (let i = 0; i < LOG_FLUSH_AT - 1; i++) b.add("button_click", `b${i}`, "/");
    expect(sent).toHaveLength(0);
    b.add("button_click", "last", "/");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toHaveLength(LOG_FLUSH_AT);

    const quiet = new EventBatcher((events, unloading) => sent.push({ events, unloading }));
    // Queued while flushes are not triggered (as if added between flush points): split on the way out.
    (quiet as unknown as { queue: QueuedEvent[] }).queue = Array.from({ length: LOG_BATCH_MAX + 5 }, (_, i) => ({ timestamp: "t", type: "page_view", action: `p${i}`, page: "/" }));
    sent = [];
    quiet.flush(true);
    expect(sent.map((s) => [s.events.length, s.unloading])).toEqual([
      [LOG_BATCH_MAX, true],
      [5, true],
    ]);
  });

  it("drops events while offline and never throws when sending fails", () => {
    const offline = batcher(false);
    offline.add("page_view", "/", "/");
    offline.flush(false);
    expect(sent).toHaveLength(0);
    expect(offline.pending).toBe(0);

    const failing = new EventBatcher(() => {
      throw new Error("network down");
    });
    failing.add("page_view", "/", "/");
    expect(() => failing.flush(false)).not.toThrow();
  });

  it("ignores clicks on controls without words", () => {
    const b = new EventBatcher(() => {});
    b.add("button_click", "   ", "/");
    b.add("button_click", "Save", "/");
    expect(b.pending).toBe(1);
  });
});
