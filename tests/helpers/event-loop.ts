// Measures how long the event loop was blocked: a 5 ms timer chain records how late each tick
// fired. `stop()` returns the worst delay seen (ms), the figure issue 12 caps at 200 ms.
export function watchEventLoop(intervalMs = 5): { stop: () => number; max: () => number } {
  let worst = 0;
  let expected = performance.now() + intervalMs;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    const now = performance.now();
    worst = Math.max(worst, now - expected);
    expected = now + intervalMs;
    timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return {
    max: () => Math.max(worst, performance.now() - expected),
    stop: () => {
      if (timer) clearTimeout(timer);
      return Math.max(worst, performance.now() - expected);
    },
  };
}

/** Lets pending timers fire, so work that just finished is counted by the watcher. */
export const settle = () => new Promise((r) => setTimeout(r, 10));
