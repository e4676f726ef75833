// Measures how long the event loop was blocked: a 5 ms timer chain records how late each tick
// fired. A tick can also be late because the machine did not run this process (other processes
// share the CPUs), which is not blocking: a late tick counts only as much CPU time as this process
// spent meanwhile (process.cpuUsage), so the figure is the work that held the loop.
export function watchEventLoop(intervalMs = 5): { stop: () => number; max: () => number } {
  let worst = 0;
  let expected = performance.now() + intervalMs;
  let cpu = process.cpuUsage();
  let timer: NodeJS.Timeout | null = null;
  const measure = () => {
    const now = performance.now();
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    // CPU time can exceed wall time with helper threads (GC, the database's); wall time bounds it.
    return Math.min(Math.max(0, now - expected), cpuMs);
  };
  const tick = () => {
    worst = Math.max(worst, measure());
    expected = performance.now() + intervalMs;
    cpu = process.cpuUsage();
    timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return {
    max: () => Math.max(worst, measure()),
    stop: () => {
      if (timer) clearTimeout(timer);
      return Math.max(worst, measure());
    },
  };
}

/** Lets pending timers fire, so work that just finished is counted by the watcher. */
export const settle = () => new Promise((r) => setTimeout(r, 10));
