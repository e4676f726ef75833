import "server-only";
import { timingSafeEqual } from "node:crypto";
import { queueStats } from "@/lib/jobs/service";
import { metrics } from "@/lib/metrics";
import { redisState } from "@/lib/rate-limit/redis-client";

/** The scrape token, or null when metrics are off (METRICS_TOKEN unset). */
export function metricsToken(): string | null {
  return process.env.METRICS_TOKEN || null;
}

/** Whether the request carries the token (`Authorization: Bearer <METRICS_TOKEN>`), compared in constant time. */
export function metricsAuthorized(authorization: string | null): boolean {
  const token = metricsToken();
  const given = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reports whether Redis answers, only where one is configured (a 0 without one would read as an outage). */
async function scrapeRedis() {
  const { registry, redisUp } = metrics;
  const state = await redisState(process.env.REDIS_URL);
  if (state === "not configured") {
    registry.removeSingleMetric("scuba_redis_up");
    return;
  }
  if (!registry.getSingleMetric("scuba_redis_up")) registry.registerMetric(redisUp);
  redisUp.set(state === "ok" ? 1 : 0);
}

/** This server's metrics in Prometheus's text format, with the queue's figures read now. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const [stats] = await Promise.all([queueStats(), scrapeRedis()]);
  metrics.queueDepth.set(stats.queued);
  metrics.jobsRunning.set(stats.running);
  metrics.oldestJobSeconds.set(stats.oldestQueuedSeconds);
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}
