import "server-only";
import { Counter, Gauge, Histogram, Registry } from "prom-client";

// Prometheus metrics of this process (served by /api/metrics when METRICS_TOKEN is set). An
// infrastructure room: the rooms record into it, it imports none of them. Gauges that need a query
// (the job queue) are filled by whoever serves the scrape, through `onScrape`.
//
// Kept on globalThis: Next may load this module in more than one bundle of the same server, and
// prom-client refuses a second metric of one name in a registry.

type Metrics = ReturnType<typeof create>;

function create() {
  const registry = new Registry();
  const m = {
    registry,
    requestSeconds: new Histogram({
      name: "scuba_http_request_duration_seconds",
      help: "API request durations by route (the route's pattern, params in brackets), method and status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    queueDepth: new Gauge({ name: "scuba_job_queue_depth", help: "Jobs due and waiting for a worker (all servers).", registers: [registry] }),
    jobsRunning: new Gauge({ name: "scuba_jobs_running", help: "Jobs held by a worker now (all servers).", registers: [registry] }),
    oldestJobSeconds: new Gauge({ name: "scuba_job_oldest_age_seconds", help: "How long the oldest due job has waited, in seconds.", registers: [registry] }),
    jobs: new Counter({
      name: "scuba_jobs_total",
      help: "Jobs this server ran, by kind and outcome (done, retry, failed, lost: its claim was taken over, released: given back on shutdown).",
      labelNames: ["kind", "outcome"] as const,
      registers: [registry],
    }),
    warmPathSeconds: new Histogram({
      name: "scuba_warm_path_search_seconds",
      help: "Warm-path searches (one lead's paths for one team).",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    importRows: new Counter({ name: "scuba_import_rows_total", help: "Contact rows written by network imports.", registers: [registry] }),
    importRowsPerSecond: new Gauge({ name: "scuba_import_rows_per_second", help: "Rows per second of the last import batch this server wrote.", registers: [registry] }),
    rateLimitRefusals: new Counter({ name: "scuba_rate_limit_refusals_total", help: "Requests refused (429) by a rate limit, by rule.", labelNames: ["rule"] as const, registers: [registry] }),
    // Registered only when REDIS_URL is set (lib/ops/metrics.ts): a 0 would read as "away".
    redisUp: new Gauge({ name: "scuba_redis_up", help: "1 while the configured Redis answers this server, 0 while it is away (limits are then counted per server).", registers: [] }),
  };
  return m;
}

const g = globalThis as unknown as { __scubaMetrics?: Metrics };
export const metrics: Metrics = (g.__scubaMetrics ??= create());

/**
 * A route's label: its path with each param value replaced by the param's name, so that one route
 * is one series however many ids it serves (an id in a label would grow the registry without bound).
 */
export function routeLabel(pathname: string, params: Record<string, string | string[]>): string {
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) for (const v of [value].flat()) byValue.set(encodeURIComponent(v), `[${name}]`);
  return pathname
    .split("/")
    .map((segment) => byValue.get(segment) ?? segment)
    .join("/");
}

/** Times a piece of work into a histogram (seconds). */
export async function timed<T>(histogram: Histogram, work: () => Promise<T>): Promise<T> {
  const end = histogram.startTimer();
  try {
    return await work();
  } finally {
    end();
  }
}
